// A first visit to a realm page, rendered on the server: the realm's init for the guessed
// layout and the viewer's language, the screen's loaders through the API in-process, the
// rendered HTML with its critical CSS, and what the browser needs to hydrate without asking
// again (init, locale, addressing, layout guess; the router embeds the loader data itself).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionHintCookie, type InlineBoot } from '../../contracts/document.ts';
import { initQuery, type InitResponse } from '../../contracts/init.ts';
import { negotiateLocale, parseAcceptLanguage } from '../../contracts/locale.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { ServerRenderModule } from '../../contracts/server-render.ts';
import { buildInitQuery } from '../../contracts/viewport.ts';
import { realmLocales } from '../services/locale.ts';
import { realmFontFallbacks } from '../media/font-files.ts';
import { guessDesktop, guessedWidth } from './device.ts';
import { dateWordsOf } from './date-words.ts';
import { injectFetch } from './inject-fetch.ts';

/** Must match the app's cookie (src/features/realm/locale.ts LOCALE_COOKIE). */
const LOCALE_COOKIE = 'locale';

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      appHtml: string;
      head: string;
      boot: InlineBoot;
      /** The page rendered is this one, reached by a redirect the server followed: the browser's address becomes it. */
      location?: string;
      /** The document title when it is not the realm's own (the not-found page's). */
      title?: string;
    };

/** A path on this site (not "//host/..." nor a full URL): a redirect the server may follow itself. */
const LOCAL_PATH = /^\/(?!\/)/;
/** Redirects followed for one first visit; a longer chain (or a loop) goes back to the browser. */
const MAX_FOLLOWED_REDIRECTS = 3;

function cookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The viewer's language: the choice they made (cookie), else the browser's, else the realm's first. */
export function renderLocale(request: FastifyRequest, realm: RealmSettings): string {
  const offered = realmLocales(realm);
  const chosen = cookie(request, LOCALE_COOKIE);
  const wanted = [...(chosen ? [chosen] : []), ...parseAcceptLanguage(request.headers['accept-language'] ?? '')];
  return negotiateLocale(wanted, offered) ?? offered[0] ?? 'en_US';
}

export async function renderRealmPage(
  app: FastifyInstance,
  ssr: ServerRenderModule,
  request: FastifyRequest,
  realm: RealmSettings,
  prefixRealm: string | null,
): Promise<RenderedPage> {
  const desktop = guessDesktop(request.headers);
  const viewportWidth = guessedWidth(desktop);
  const locale = renderLocale(request, realm);
  const query = initQuery.parse(buildInitQuery(locale, viewportWidth));
  const init: InitResponse = await app.services.init.build(realm, query, { locale });
  const basename = prefixRealm ? `/realm/${prefixRealm}` : '/';
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const storedSession = cookie(request, sessionHintCookie(realm.realm)) === '1';
  const fontFallbacks = await realmFontFallbacks(realm);
  const renderAt = (at: URL) =>
    ssr.renderPage({
      request: new Request(at, { headers: { accept: 'text/html' } }),
      realm,
      init,
      locale,
      prefixRealm,
      basename,
      desktop,
      viewportWidth,
      storedSession,
      fontFallbacks,
      fetch: injectFetch(app),
    });
  let result = await renderAt(url);
  let location: string | undefined;
  // A redirect within the site ("/" → the realm's home, a legacy path, a guard's sign-in page)
  // is followed here: answered with a 3xx, the browser would pay a whole round trip before the
  // first paint. A chain is followed too (club's "/" → "/home" → its sign-in page), a few hops at
  // most. The page says where it is (app-shell-html.ts) and the browser's address becomes that
  // before the app starts, just as after the redirects.
  let at = url;
  for (let hop = 0; hop < MAX_FOLLOWED_REDIRECTS && result.kind === 'redirect' && LOCAL_PATH.test(result.location); hop += 1) {
    at = new URL(result.location, at);
    const followed = await renderAt(at);
    if (followed.kind === 'page') {
      location = `${at.pathname}${at.search}${at.hash}`;
      result = followed;
    } else if (followed.kind === 'redirect') {
      result = followed;
    } else break;
  }
  if (result.kind === 'redirect') return result;
  // The page's content travels once, in the router's hydration data; init's copy would repeat it.
  const boot: InlineBoot = {
    init: { ...init, content: null },
    locale,
    prefixRealm,
    basename,
    desktop,
    dateWords: dateWordsOf(locale),
    prices: result.prices,
    renderedAt: result.renderedAt,
    storedSession,
  };
  return {
    kind: 'page',
    status: result.status,
    appHtml: result.html,
    head: result.styles,
    boot,
    ...(location ? { location } : {}),
    ...(result.title ? { title: result.title } : {}),
  };
}
