// Messages the app posts to its service worker. Shared so both sides spell them the same.

/** After a sign-in (a new viewer): empty the content caches, their answers were someone else's. */
export const CLEAR_VIEWER_CACHES = 'CLEAR_VIEWER_CACHES';

/** The worker's runtime caches that hold a viewer's content (sw/sw.ts names them). */
export const VIEWER_CACHE_NAMES = ['content'] as const;
