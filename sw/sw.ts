/// <reference lib="webworker" />
// The service worker: precaches the app shell and caches realm data, labels, fonts and artwork
// at run time, keyed by realm so that realms sharing an origin never see each other's data.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CLEAR_VIEWER_CACHES, VIEWER_CACHE_NAMES, WHEN_ONLINE } from '../src/contracts/worker-messages.ts';
import { registerAnalyticsReplay } from './analytics.ts';
import { realmCacheKey } from './cache-key.ts';
import { servedFromCache } from './served-from-cache.ts';
import { isArtwork, isContent, isFont, isManifest, isNotANavigation, isPersonal, isRealmData } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// First install takes control at once so the first visit is already cached for offline use.
clientsClaim();

// Every navigation gets the precached shell; the app resolves the realm from the URL.
registerRoute(({ request, url }) => request.mode === 'navigate' && !isNotANavigation(url), createHandlerBoundToURL('index.html'));

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Realm settings, init and labels: answer from cache at once, refresh behind (ARCHITECTURE: offline model).
registerRoute(
  ({ url, request }) => request.method === 'GET' && isRealmData(url),
  new StaleWhileRevalidate({
    cacheName: 'realm-data',
    plugins: [okOnly, realmCacheKey, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 }), servedFromCache('stale')],
  }),
);

// Content pages (a screen's loader data): fresh when the network answers within 3 s, the last
// copy otherwise, so a visited screen opens offline and a slow network does not hang it.
const [CONTENT_CACHE, PERSONAL_CACHE] = VIEWER_CACHE_NAMES;
registerRoute(
  ({ url, request }) => request.method === 'GET' && isContent(url),
  new NetworkFirst({
    cacheName: CONTENT_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      okOnly,
      realmCacheKey,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      // Network first uses its cache only when the network failed or took too long.
      servedFromCache('fallback'),
    ],
  }),
);

// A signed-in viewer's own lists (favourites, watchlists, history): the same policy in a small
// cache of their own, emptied when the viewer changes, sign-out included (lib/core/caches.ts).
registerRoute(
  ({ url, request }) => request.method === 'GET' && isPersonal(url),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      okOnly,
      realmCacheKey,
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      servedFromCache('fallback'),
    ],
  }),
);

registerRoute(
  ({ url }) => isArtwork(url),
  new CacheFirst({
    cacheName: 'artwork',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => isFont(url),
  new CacheFirst({ cacheName: 'fonts', plugins: [okOnly, new ExpirationPlugin({ maxEntries: 30 })] }),
);

// Manifests are fetched by the browser, not the app; keep the last copy for offline installs.
registerRoute(({ url }) => isManifest(url), new StaleWhileRevalidate({ cacheName: 'manifests', plugins: [okOnly] }));

// Analytics batches queued in IndexedDB by the pages: replayed now and on Background Sync.
registerAnalyticsReplay(self);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // After a sign-in or sign-out the content caches are emptied (spec §4); keys carry the viewer
  // anyway, this also frees the space and drops what the previous viewer left behind.
  // The page heard the network is back; it refreshes through this worker once it is back here too.
  const [port] = event.ports;
  if (type === WHEN_ONLINE && port) {
    if (self.navigator.onLine) port.postMessage(true);
    else self.addEventListener('online', () => port.postMessage(true), { once: true });
  }
  if (type === CLEAR_VIEWER_CACHES) event.waitUntil(Promise.all(VIEWER_CACHE_NAMES.map((name) => caches.delete(name))));
});
