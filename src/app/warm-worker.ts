// A server-rendered first visit takes its realm, init and screen data from the page, so the
// service worker, which takes control only afterwards, has none of it cached: going offline
// then would leave nothing to start from. Once the worker controls the page (its first install
// claims it) and the browser is idle, what an offline start asks for is asked again, through
// it: the realm settings as start-up asks before it knows the realm's key, init as it asks
// after, the matched screens' loader data, the fonts and the artwork on the page.
import { NO_REALM_META } from '../contracts/document.ts';
import { buildInitQuery } from '../contracts/viewport.ts';
import { realmApi } from '../features/realm/api.ts';
import { readStoredLocale } from '../features/realm/locale.ts';
import { resolveRealmLocation } from '../features/realm/resolve.ts';
import { http, type ReadyRealm } from '../lib/core/index.ts';
import { createHttp, EMPTY_CONTEXT } from '../lib/http.ts';
import { fetchMatchedLoaders } from './router.tsx';

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 200);
  });

/** Same-origin files the page shows (fonts it preloads, artwork it displays), fetched again through the worker. */
function pageFiles(): string[] {
  const fonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href);
  const artwork = [...document.images].map((image) => image.currentSrc).filter((src) => src.startsWith(`${location.origin}/api/artwork/`));
  return [...new Set([...fonts, ...artwork])];
}

async function warm(ready: ReadyRealm): Promise<void> {
  await idle();
  const where = resolveRealmLocation(window.location.pathname, window.location.host);
  // Start-up's first request carries no key and no token yet (features/realm/boot.ts).
  const first = realmApi(
    createHttp({
      context: () => ({ ...EMPTY_CONTEXT, realm: where.kind === 'prefix' ? where.name : null }),
      storedLocale: readStoredLocale,
    }),
  );
  await (where.kind === 'prefix' ? first.realmByName(where.name) : first.realmByHost(where.host));
  await realmApi(http).init(buildInitQuery(ready.locale, window.innerWidth));
  await fetchMatchedLoaders(ready.basename);
  await Promise.all(pageFiles().map((url) => fetch(url).catch(() => undefined)));
}

/** Called once a server-rendered page has hydrated. */
export function warmWorkerAfterFirstVisit(ready: ReadyRealm): void {
  if (!('serviceWorker' in navigator) || document.querySelector(`meta[name="${NO_REALM_META}"]`)) return;
  const run = () => void warm(ready).catch(() => undefined);
  // Claimed already (while the page hydrated), or to be claimed once installed.
  if (navigator.serviceWorker.controller) run();
  else navigator.serviceWorker.addEventListener('controllerchange', run, { once: true });
}
