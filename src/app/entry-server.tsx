// The server render of a realm page (built by `vite build --ssr` into dist/server and loaded by
// the API server): react-router's static handler runs the screens' own loaders with an http
// client the server provides, React renders the route tree the browser will hydrate, and
// emotion's styles for exactly that HTML are extracted as critical CSS. Everything per request
// is its own: store, labels, emotion cache.
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { RenderInput, RenderResult } from '../contracts/server-render.ts';
import {
  Provider,
  bootStateAtom,
  createRequestStore,
  desktopGuessAtom,
  hydratedAtom,
  renderNowAtom,
  readyRealmAtom,
  type ImagePreload,
  type ScreenHandle,
} from '../lib/core/index.ts';
import { createHttp } from '../lib/http.ts';
import { collectPriceTexts } from '../lib/format.ts';
import { createLabels } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { createStyleCache, serverStyleTags } from '../lib/style-cache.ts';
import { fontHeadTags } from '../features/realm/fonts.ts';
import { realmLanguage } from '../features/realm/realm-language.ts';
import { RealmTheme } from './App.tsx';
import { CookieBanner } from '../features/overlays/CookieBanner.tsx';
import { useRealmTheme } from '../features/realm/hooks.ts';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { appRoutes, defaultTargetFor, routeLanguages, routerContext } from './router.tsx';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preloadTag(image: ImagePreload): string {
  const media = image.media ? ` media="${attribute(image.media)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(image.href)}" imagesrcset="${attribute(image.srcSet)}" imagesizes="${attribute(image.sizes)}"${media} fetchpriority="high" />`;
}

type Chunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The critical styles plus every other style the render produced. A component styled on top of
 * another (IconButton over ButtonBase) has a class of its own that no element carries; critical
 * extraction drops it, and hydration then compiled and inserted each one again in the browser,
 * inside the commit that cannot be split. Sent with the page, the browser's cache adopts them.
 */
function withComposedStyles(chunks: Chunks, cache: EmotionCache): Chunks {
  const sent = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !sent.has(entry[0]),
  );
  if (composed.length === 0) return chunks;
  const css = composed.map(([, rules]) => rules).join('');
  return { ...chunks, styles: [...chunks.styles, { key: cache.key, ids: composed.map(([id]) => id), css }] };
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
const handlers = new Map<string, StaticHandler>();
const HANDLERS_KEPT = 256;

/**
 * The route table and its ranking depend only on the realm's languages and the basename: made
 * once for each pair (a few milliseconds of every render otherwise), not per request.
 */
function handlerFor(realm: RenderInput['realm'], basename: string): StaticHandler {
  const languages = routeLanguages(realm);
  const key = `${basename}\u0000${languages.join()}`;
  let handler = handlers.get(key);
  if (!handler) {
    // Realms come and go with their operators: the oldest pairs make room.
    if (handlers.size >= HANDLERS_KEPT) handlers.delete(handlers.keys().next().value ?? key);
    handler = createStaticHandler(appRoutes(languages), { basename });
    handlers.set(key, handler);
  }
  return handler;
}

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const handler = handlerFor(input.realm, input.basename);
  const origin = new URL(input.request.url).origin;
  const http = createHttp({
    fetch: input.fetch,
    baseUrl: origin,
    retryLimit: 0,
    // The server speaks for the page: its own realm, key and language; one device id for all renders.
    deviceId: () => 'server-render',
    context: () => ({ realm: input.realm.realm, apiKey: input.realm.appSettings.apiKey, locale: input.locale }),
  });
  const guest = { role: 'UNAUTHENTICATED', childProfile: false } as const;
  // The server never sees the stored session: the viewer is unknown, public pages render, pages
  // needing a viewer render their public shell, and the browser's guard decides once hydrated.
  const screen = {
    http,
    realm: input.realm,
    init: input.init,
    locale: input.locale,
    viewportWidth: input.viewportWidth,
    viewer: guest,
    defaultTarget: defaultTargetFor(input.realm, input.init, input.locale, guest),
    basename: input.basename,
    serverRender: true,
    storedSession: input.storedSession,
    production: import.meta.env.PROD,
  };
  const context = await handler.query(input.request, { requestContext: routerContext(screen) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? input.basename };
  }

  const store = createRequestStore();
  store.set(readyRealmAtom, {
    realm: input.realm,
    init: input.init,
    locale: input.locale,
    prefixRealm: input.prefixRealm,
    basename: input.basename,
  });
  store.set(bootStateAtom, { status: 'ready' });
  store.set(desktopGuessAtom, input.desktop);
  store.set(hydratedAtom, false);
  const renderedAt = Date.now();
  store.set(renderNowAtom, renderedAt);
  const labels = await createLabels(input.locale, input.init.labels?.translations);
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The request's store, labels and style cache around what is rendered: the page, and the
  // cookie banner's styles below.
  const inRequest = (children: ReactNode) =>
    renderToString(
      <CacheProvider value={cache}>
        <Provider store={store}>
          <I18nextProvider i18n={labels}>{children}</I18nextProvider>
        </Provider>
      </CacheProvider>,
    );
  const { rendered: html, prices } = collectPriceTexts(() =>
    inRequest(
      <RealmTheme>
        <StaticRouterProvider router={router} context={context} />
      </RealmTheme>,
    ),
  );
  // The cookie banner mounts in the browser after hydration: the agreement is kept in storage,
  // which the server never sees. A visitor without a session has most likely not agreed yet,
  // so its styles travel with the page: the banner's mount, on every first visit, then
  // compiles and inserts none (about 40 rules through stylis, in one task, on a slow phone).
  const banner = input.storedSession ? '' : inRequest(<BannerStyles />);
  const styles = serverStyleTags(
    emotion.constructStyleTagsFromChunks(withComposedStyles(emotion.extractCriticalToChunks(html + banner), cache)),
  );
  const preloads = context.matches.flatMap(
    (match) => (match.route.handle as ScreenHandle | undefined)?.preload?.(context.loaderData[match.route.id], screen) ?? [],
  );
  const language = realmLanguage(input.realm, input.locale);
  const capitals = input.realm.settings.textTransformation === 'UPPERCASE';
  const fonts = language ? fontHeadTags(language, input.fontFallbacks, capitals) : '';
  const head = preloads.map(preloadTag).join('') + fonts + styles;
  const page = { kind: 'page', status: context.statusCode, html, styles: head, renderedAt, prices } as const;
  // A 404 is always the not-found view (the screens' not-found and unknown paths): the title
  // it sets once hydrated is the page's from the start, for tabs, history and crawlers.
  if (context.statusCode !== 404) return page;
  return { ...page, title: pageTitle(labels.t('notFoundTitle'), input.realm.settings.MAIN_TITLE) };
}

/** The cookie banner in the realm's theme, rendered only for its styles (see renderPage). */
function BannerStyles() {
  return (
    <ThemeProvider theme={useRealmTheme()}>
      <CookieBanner open />
    </ThemeProvider>
  );
}
