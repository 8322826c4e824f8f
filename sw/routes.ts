// Which requests the worker caches, and how: read from the API registry's cache policy, so a
// new endpoint is cached as its operation says without touching the worker. Pure functions,
// unit-tested.
import { cachePolicy } from '../src/contracts/operations.ts';

export const isRealmData = (url: URL) => cachePolicy(url) === 'realm';
export const isContent = (url: URL) => cachePolicy(url) === 'content';
export const isPersonal = (url: URL) => cachePolicy(url) === 'personal';
export const isArtwork = (url: URL) => cachePolicy(url) === 'artwork';
export const isFont = (url: URL) => cachePolicy(url) === 'font';
export const isManifest = (url: URL) => cachePolicy(url) === 'manifest';

/** Paths the navigation fallback (the app shell) must never answer: the API, manifests and the server's own pages (the development outbox). */
export function isNotANavigation(url: URL): boolean {
  const path = url.pathname;
  return path === '/api' || path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/') || isManifest(url);
}
