// Start-up (spec §1, §4): resolve the realm, fetch its settings, choose the locale, fetch init.
// `boot` decides; `startBoot` applies the outcome to the store, i18n and the document.
import type { InitResponse } from '../../contracts/init.ts';
import type { RealmDirectoryEntry, RealmSettings } from '../../contracts/realm.ts';
import { NO_REALM_META } from '../../contracts/document.ts';
import { DEFAULT_LOCALE } from '../../contracts/locale.ts';
import {
  bootStateAtom,
  http,
  httpContextAtom,
  prime,
  readyRealmAtom,
  registerLocaleSwitch,
  sectionKey,
  startSession,
  store,
  type ReadyRealm,
} from '../../lib/core/index.ts';
import type { HttpContext } from '../../lib/http.ts';
import { ApiRequestError, isUnavailable } from '../../lib/http-errors.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { setMainTitle } from '../../lib/page-title.ts';
import { yieldToMain } from '../../lib/main-thread.ts';
import { realmApi, realmAt, type RealmApi } from './api.ts';
import { applyRealmDocument, manifestHref, setRealmAttribute } from './document.ts';
import { loadRealmFonts } from './fonts.ts';
import { buildInitQuery } from '../../contracts/viewport.ts';
import { browserLanguages, chooseLocale, readStoredLocale } from './locale.ts';
import { resolveRealmLocation } from './resolve.ts';
import { readInlineRealm, withInlineRealm } from './inline-realm.ts';
import { realmLanguage } from './realm-language.ts';
import { HOME_SECTION, switchLocale } from './switch-locale.ts';

export type BootInputs = {
  api: RealmApi;
  pathname: string;
  host: string;
  viewportWidth: number;
  storedLocale: string | null;
  browserLanguages: readonly string[];
  setContext: (context: HttpContext) => void;
  /** The server that sent this page found no realm for its URL: skip asking again. */
  noRealmHere?: boolean;
  /** Once the realm is known and before init: restore the stored session (init carries its tokens). */
  startSession?: (realm: string) => void;
};

export type BootOutcome =
  | { status: 'failed'; error: unknown }
  | { status: 'directory'; realms: RealmDirectoryEntry[] }
  | { status: 'unknown-realm'; name: string }
  /** Spec §8: a named realm that cannot be fetched sends the visitor to '/'. */
  | { status: 'redirect'; to: string }
  | { status: 'ready'; realm: RealmSettings; init: InitResponse; locale: string; prefixRealm: string | null; basename: string };

const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

export async function boot(inputs: BootInputs): Promise<BootOutcome> {
  const where = resolveRealmLocation(inputs.pathname, inputs.host);
  inputs.setContext({ realm: where.kind === 'prefix' ? where.name : null, apiKey: null, locale: null });
  if (inputs.noRealmHere && where.kind === 'prefix') return { status: 'unknown-realm', name: where.name };
  let realm: RealmSettings;
  try {
    if (inputs.noRealmHere) throw new ApiRequestError('(page)', 404, null);
    realm = await realmAt(inputs.api, where);
  } catch (error) {
    // An unreachable API is Connection Failed wherever the visitor is (a redirect cannot help).
    if (!isRefusal(error)) return { status: 'failed', error };
    // The server's own 404 page for an unknown name stays (noRealmHere, above); a named realm
    // the API refuses sends the visitor to the root, which has the realm directory (spec §8).
    if (where.kind === 'prefix') return { status: 'redirect', to: '/' };
    try {
      return { status: 'directory', realms: await inputs.api.directory() };
    } catch (directoryError) {
      return { status: 'failed', error: directoryError };
    }
  }

  const locale = chooseLocale({
    stored: inputs.storedLocale,
    browser: inputs.browserLanguages,
    realm: realm.realmLanguages.map((l) => l.language),
  });
  inputs.setContext({ realm: realm.realm, apiKey: realm.appSettings.apiKey, locale });
  inputs.startSession?.(realm.realm);
  try {
    const init = await inputs.api.init(buildInitQuery(locale, inputs.viewportWidth));
    const prefixRealm = where.kind === 'prefix' ? realm.realm : null;
    return { status: 'ready', realm, init, locale, prefixRealm, basename: where.kind === 'prefix' ? where.basename : '/' };
  } catch (error) {
    return { status: 'failed', error };
  }
}

/** Runs start-up against the real API and publishes the result. */
export async function startBoot(): Promise<void> {
  const where = resolveRealmLocation(window.location.pathname, window.location.host);
  // Known before any fetch on a /realm/{name} URL: tag the page at once.
  if (where.kind === 'prefix') setRealmAttribute(where.name);

  const api = withInlineRealm(realmApi(http), readInlineRealm(document), async (value) => {
    const { ANSWER_SCHEMAS } = await import('../../contracts/answer-schemas.ts');
    const parsed = (await ANSWER_SCHEMAS.realmByName()).safeParse(value);
    return parsed.success ? parsed.data : null;
  });
  const outcome = await boot({
    api,
    pathname: window.location.pathname,
    host: window.location.host,
    viewportWidth: window.innerWidth,
    storedLocale: readStoredLocale(),
    browserLanguages: browserLanguages(),
    setContext: (context) => store.set(httpContextAtom, context),
    noRealmHere: document.querySelector(`meta[name="${NO_REALM_META}"]`)?.getAttribute('content') === 'none',
    startSession: (realm) => startSession(realm),
  });

  if (outcome.status === 'redirect') {
    window.location.replace(outcome.to);
    return;
  }

  if (outcome.status !== 'ready') {
    // No realm, no labels: the directory and unknown-realm screens speak the default English.
    await applyLabels(DEFAULT_LOCALE, null);
    if (outcome.status === 'failed') {
      // Unreachable or broken API with nothing cached; reported for whoever reads the console.
      console.error(isUnavailable(outcome.error) ? 'Start-up failed: the API is unavailable.' : 'Start-up failed.', outcome.error);
    }
    // The name in the URL turned out not to be a realm: the page belongs to none.
    if (outcome.status === 'unknown-realm') setRealmAttribute('');
    store.set(bootStateAtom, outcome.status === 'failed' ? { status: 'failed' } : outcome);
    return;
  }

  await publishReady({
    realm: outcome.realm,
    init: outcome.init,
    locale: outcome.locale,
    prefixRealm: outcome.prefixRealm,
    basename: outcome.basename,
  });
}

/**
 * Makes a ready realm the app's: labels, title, document facts, fonts, the store. Start-up
 * calls it after fetching; a server-rendered page calls it with what the server embedded.
 */
/** `fontsInPage`: a server-rendered page already declares and preloads the fonts. */
export async function publishReady(ready: ReadyRealm, options: { fontsInPage?: boolean } = {}): Promise<void> {
  const { realm, init, locale } = ready;
  // The session before anything renders or loads: the http client sends its token from now on.
  startSession(realm.realm);
  // Reading the stored session is the page's first storage access, which costs: a task of its own.
  await yieldToMain();
  // Labels from init; when init came without them (the labels fetch failed) the default labels.
  await applyLabels(locale, init.labels?.translations);
  await yieldToMain();
  setMainTitle(realm.settings.MAIN_TITLE);
  applyRealmDocument({
    realm: realm.realm,
    locale,
    title: realm.settings.MAIN_TITLE,
    themeColour: realm.settings.backgroundColour,
    manifest: manifestHref(ready.prefixRealm),
  });
  const language = realmLanguage(realm, locale);
  if (language && !options.fontsInPage) loadRealmFonts(language);
  // Init carries the home section's first page: home's loader uses it instead of asking again.
  if (init.content) prime(sectionKey(HOME_SECTION, locale), init.content);
  registerLocaleSwitch(switchLocale);
  // Spec §4: a partitioned realm is fetched again when the viewer's guest status or partition
  // changes (reload.ts). Only such a realm loads the watch, moments after start-up and before a
  // sign-in could happen; a page that cannot load it keeps the realm it has.
  if (realm.partitionSettings.status === 'PARTITIONED') {
    import('./reload.ts').then((module) => module.watchRealmReloads()).catch(() => undefined);
  }
  store.set(httpContextAtom, { realm: realm.realm, apiKey: realm.appSettings.apiKey, locale });
  store.set(readyRealmAtom, ready);
  store.set(bootStateAtom, { status: 'ready' });
}
