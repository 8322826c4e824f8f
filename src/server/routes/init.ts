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
import { sendPublicJson } from './public-cache.ts';

/** The query as a key: the locale answered instead of `lk`, the rest sorted by name. */
function initKey(locale: string, query: InitQuery): unknown[] {
  const { lk: _asked, ...rest } = query;
  const given = Object.entries(rest).filter(([, value]) => value !== undefined);
  return [locale, given.sort(([a], [b]) => (a < b ? -1 : 1))];
}

export default async function initRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'init', async ({ request, reply, query }) => {
    const { realm, locale } = request;
    const key = initKey(resolveLocale(realm, query.lk ?? locale), query);
    // No ETag, as before the cache: the app revalidates init through its worker, not by tag.
    const spec = { realm, key, timed: true, cacheControl: PRIVATE_NO_CACHE, etag: false };
    return sendPublicJson(request, reply, spec, () => app.services.init.build(realm, query, { locale }));
  });
}
