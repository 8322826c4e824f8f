// Once the service worker controls a page it did not serve (a first visit), the answers the
// page was built from are asked for once more, through the worker, so that they are in its
// caches: the realm, init (labels and home's first page included), the loader data of the
// screen the page started on, the reads the app made meanwhile, and the artwork and fonts
// already shown. The screen it started on, not the one on show: a viewer who moved on before
// the worker took control comes back to it by Back, and a server render embedded its data, so
// only the screens the app loaded itself are among the reads it made.
// Without this a first visit reloaded offline is "Connection failed": the server embedded its
// data and the browser fetched its artwork before any worker existed. The page is not rendered again; the answers are only
// read, in idle time, unchecked (no schema loaded, nothing parsed but the JSON): only the
// worker keeps them. `data-offline="ready"` on <html> says it is done.
// The worker keeps init per viewer, and start-up asks for it with the token it holds: when the
// viewer changes on a page the worker controls (a guest checked in after a realm first started
// from the worker's shell, a sign-in, a sign-out), init is asked for again the same way, or the
// next start offline would find no copy under the new viewer.
import { matchRoutes, type DataRouter } from 'react-router';
import { cachePolicy } from '../contracts/operations.ts';
import { buildInitQuery } from '../contracts/viewport.ts';
import { realmApi, realmAt } from '../features/realm/api.ts';
import { resolveRealmLocation } from '../features/realm/resolve.ts';
import { currentRealm, http, type ReadyRealm } from '../lib/core/index.ts';
import { takeEarlyReads } from '../lib/first-control.ts';
import type { Http } from '../lib/http.ts';
import { nextIdle, startWhenIdle } from '../lib/main-thread.ts';
import { browserScreenContext, routerContext } from './router.tsx';

/** The app's client with every call unchecked: what answers is dropped, the worker keeps it. */
const unread: Http = { ...http, call: http.prefetch as Http['call'] };

type Ask = () => Promise<unknown>;

/** Init, asked for exactly as start-up asks when it has nothing embedded. */
const initAnswer =
  (ready: ReadyRealm): Ask =>
  () =>
    realmApi(unread).init(buildInitQuery(ready.locale, window.innerWidth));

/** Realm settings and init, asked for exactly as start-up asks when it has nothing embedded. */
function startUpAnswers(ready: ReadyRealm): Ask[] {
  const where = resolveRealmLocation(location.pathname, location.host);
  return [() => realmAt(realmApi(unread), where), initAnswer(ready)];
}

/**
 * The loaders of the screen at `url` (they read through the http client only), their answers
 * dropped. Unchecked answers lack the schemas' defaults: a loader may stumble on one after its
 * request has gone out, which is all that is needed here.
 */
function screenAnswers(router: DataRouter, url: URL): Ask[] {
  const context = routerContext({ ...browserScreenContext(), http: unread });
  const matches = matchRoutes(router.routes, url, router.basename) ?? [];
  return matches.map(({ route, params }) => async () => {
    if (typeof route.loader !== 'function') return;
    await route.loader({ request: new Request(url), url, params, pattern: route.path ?? '', context });
  });
}

/** What the app read before the worker's claim: a rail's next page, a list of the viewer's. */
function earlyAnswers(): Ask[] {
  return takeEarlyReads().map(
    ({ id, options }) =>
      () =>
        unread.call(id, options as never),
  );
}

/** Artwork and fonts the page loaded before the worker was there (the worker keeps both). */
function assetAnswers(): Ask[] {
  const kept = new Set(['artwork', 'font']);
  // The page's images as well as the timing entries: an image still arriving has no entry yet,
  // and the entries buffer may have filled up on a long page.
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const images = [...document.images].map((image) => image.currentSrc).filter(Boolean);
  const urls = new Set(
    [...loaded, ...images]
      .map((href) => new URL(href, location.href))
      .filter((url) => url.origin === location.origin && kept.has(cachePolicy(url)))
      .map((url) => url.href),
  );
  // Most come from the browser's HTTP cache: the worker stores them on the way.
  return [...urls].map((url) => async () => (await fetch(url)).blob());
}

/** `startedAt`: the page's address when the app started (App.tsx). */
export async function keepFirstVisit(router: DataRouter, startedAt: URL): Promise<void> {
  // Idle first: images still arriving are then in the page's list.
  await nextIdle();
  const ready = currentRealm();
  // The data first (without it the page cannot open offline), then the pictures.
  const asked = await startWhenIdle([
    ...(ready ? [...startUpAnswers(ready), ...screenAnswers(router, startedAt)] : []),
    ...earlyAnswers(),
    ...assetAnswers(),
  ]);
  // A failed answer (a loader's redirect, a dropped connection) only leaves that one uncached.
  await Promise.allSettled(asked);
  document.documentElement.dataset.offline = 'ready';
}

/**
 * Init once more, under the viewer now signed in, on a page a worker controls (see above);
 * realm settings are the same for everyone.
 */
export async function keepInitForViewer(): Promise<void> {
  const ready = currentRealm();
  if (!ready) return;
  const [asked] = await startWhenIdle([initAnswer(ready)]);
  await asked?.catch(() => undefined);
}
