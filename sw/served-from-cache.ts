// Marks an answer given from the worker's cache, so the app can tell a saved copy from the
// server's answer (lib/core/online.ts): a copy given because the network failed means the app
// is offline; a copy given at once while the worker refreshes behind says nothing either way.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { SERVED_FROM_CACHE, type ServedFromCache } from '../src/contracts/worker-messages.ts';

export function markServedFromCache(response: Response, how: ServedFromCache): Response {
  const headers = new Headers(response.headers);
  headers.set(SERVED_FROM_CACHE, how);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Last in a strategy's plugins: the expiration plugin may still refuse an old copy before it. */
export function servedFromCache(how: ServedFromCache): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markServedFromCache(cachedResponse, how) : cachedResponse),
  };
}
