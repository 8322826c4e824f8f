// init: everything the app needs before it shows (services/init.ts). The query is strict, so a
// misspelt parameter is a 400 naming it rather than a silently ignored option. An
// Authorization header ('Mixed {token} {refresh}') is accepted and not read yet: there is no
// sign-in in this server so far. A guest's init is public realm data, kept in the answer
// cache (routes/public-cache.ts); a request with Authorization is always made afresh.
import type { FastifyInstance } from 'fastify';
import type { InitQuery } from '../../contracts/init.ts';
import { resolveLocale } from '../services/locale.ts';
import { PRIVATE_NO_CACHE } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

// A repeated query string arrives as the same parsed object (routes/operation.ts), so its key
// is worked out once.
const queryKeys = new WeakMap<InitQuery, string>();

/** The query as part of a key: every parameter but `lk` (the locale answered stands for it), sorted by name. */
function queryKey(query: InitQuery): string {
  let key = queryKeys.get(query);
  if (key === undefined) {
    const { lk: _asked, ...rest } = query;
    const given = Object.entries(rest).filter(([, value]) => value !== undefined);
    key = JSON.stringify(given.sort(([a], [b]) => (a < b ? -1 : 1)));
    queryKeys.set(query, key);
  }
  return key;
}

export default async function initRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'init', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm, locale } = request;
    const key = `${resolveLocale(realm, query.lk ?? locale)} ${queryKey(query)}`;
    // No ETag, as before the cache: the app revalidates init through its worker, not by tag.
    const spec = { operation: 'init' as const, realm, key, timed: true, cacheControl: PRIVATE_NO_CACHE, etag: false };
    return sendPublicJson(request, reply, spec, () => app.services.init.build(realm, query, { locale }));
  });
}
