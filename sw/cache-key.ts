// The init and labels URLs are the same for every realm on a shared host (/realm/{name}/),
// and only the Realm and Accept-Language headers differ: both go into the cache key.
import type { WorkboxPlugin } from 'workbox-core/types.js';

export function keyFor(request: Request): string {
  const url = new URL(request.url);
  const realm = request.headers.get('realm');
  const language = request.headers.get('accept-language');
  if (realm) url.searchParams.set('__realm', realm);
  if (language) url.searchParams.set('__lang', language);
  return url.href;
}

export const realmCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keyFor(request),
};
