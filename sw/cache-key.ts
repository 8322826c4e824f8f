// Realm data and content share URLs across realms on one host (/realm/{name}/) and across
// viewers: the Realm and Accept-Language headers and the viewer go into the cache key, so no
// realm, language or viewer is ever answered with another's copy. Guests share one key.
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The viewer a request speaks for: the token's subject, else a hash of the credentials. */
export async function viewerOf(authorization: string | null): Promise<string> {
  if (!authorization) return 'guest';
  // "Bearer {jwt}" or the spec's "Mixed {token} {refresh}": the first token identifies.
  const token = authorization.trim().split(/\s+/)[1] ?? '';
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
      if (typeof claims.sub === 'string' && claims.sub) return `sub:${claims.sub}`;
    } catch {
      // Not a JWT we can read: fall back to a digest of the header.
    }
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return `h:${Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function keyFor(request: Request): Promise<string> {
  const url = new URL(request.url);
  const realm = request.headers.get('realm');
  const language = request.headers.get('accept-language');
  if (realm) url.searchParams.set('__realm', realm);
  if (language) url.searchParams.set('__lang', language);
  url.searchParams.set('__viewer', await viewerOf(request.headers.get('authorization')));
  return url.href;
}

export const realmCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keyFor(request),
};
