// Messages the app posts to its service worker. Shared so both sides spell them the same.

/** After a sign-in or a sign-out (another viewer): empty the content caches, their answers were someone else's. */
export const CLEAR_VIEWER_CACHES = 'CLEAR_VIEWER_CACHES';

/** The worker's runtime caches that hold a viewer's content (sw/sw.ts names them). */
export const VIEWER_CACHE_NAMES = ['content', 'personal'] as const;

/**
 * The header the worker adds to an answer it gives from its cache: `stale` (realm data, answered
 * at once and refreshed behind) or `fallback` (the network failed or took too long). The app
 * tells "the network answered" from "a saved copy answered" by it (lib/core/online.ts).
 */
export const SERVED_FROM_CACHE = 'x-served-from-cache';
export type ServedFromCache = 'stale' | 'fallback';

/**
 * Back online, the app asks its worker to say when it, too, can reach the network (the reply
 * comes on the port sent with the message), before refreshing through it (lib/core/worker-online.ts).
 */
export const WHEN_ONLINE = 'WHEN_ONLINE';
