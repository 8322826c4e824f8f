/// <reference lib="webworker" />
// The service worker: precaches the app shell and caches realm data, labels, fonts and artwork
// at run time, keyed by realm so that realms sharing an origin never see each other's data.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CLEAR_VIEWER_CACHES, VIEWER_CACHE_NAMES } from '../src/contracts/worker-messages.ts';
import { realmCacheKey } from './cache-key.ts';
import { isArtwork, isContent, isFont, isManifest, isNotANavigation, isRealmData } from './routes.ts';

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
    plugins: [okOnly, realmCacheKey, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Content pages (a screen's loader data): fresh when the network answers within 3 s, the last
// copy otherwise, so a visited screen opens offline and a slow network does not hang it.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isContent(url),
  new NetworkFirst({
    cacheName: VIEWER_CACHE_NAMES[0],
    networkTimeoutSeconds: 3,
    plugins: [okOnly, realmCacheKey, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
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

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // After a sign-in the content caches are emptied (spec §4); keys carry the viewer anyway, this
  // also frees the space and drops what the previous viewer left behind.
  if (type === CLEAR_VIEWER_CACHES) event.waitUntil(Promise.all(VIEWER_CACHE_NAMES.map((name) => caches.delete(name))));
});
