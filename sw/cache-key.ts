// Realm data and content share URLs across realms on one host (/realm/{name}/) and across
// viewers: the Realm and Accept-Language headers and the viewer go into the cache key, so no
// realm, language or viewer is ever answered with another's copy. Guests share one key.
import type { WorkboxPlugin } from 'workbox-core/types.js';

function base64UrlText(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The viewer a request speaks for: the token's subject (and its profile: a child profile's
 * answers differ from the adult's), else a hash of the credentials. Requests without a token
 * (a guest's public reads, see lib/http.ts bearerFor) share the key `guest`.
 */
export async function viewerOf(authorization: string | null): Promise<string> {
  if (!authorization) return 'guest';
  // "Bearer {jwt}" or the spec's "Mixed {token} {refresh}": the first token identifies.
  const token = authorization.trim().split(/\s+/)[1] ?? '';
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const claims = JSON.parse(base64UrlText(payload)) as { sub?: unknown; pro?: { id?: unknown } | null };
      const profile = typeof claims.pro?.id === 'string' ? `:${claims.pro.id}` : '';
      if (typeof claims.sub === 'string' && claims.sub) return `sub:${claims.sub}${profile}`;
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
