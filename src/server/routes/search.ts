// search and popular: the catalogue's search (services/search.ts) and what the search page
// shows before the viewer types. Public catalogue data, like section pages: the same for every
// guest of a realm and language, so answers are kept by the answer cache (decision 0013),
// dropped when the realm's catalogue changes and, as they show what is live, when the next
// live event starts or ends.
import type { FastifyInstance } from 'fastify';
import { SEARCH_HITS_PER_PAGE } from '../../contracts/search.ts';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'search', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const options = {
      query: query.q,
      types: query.type ?? [],
      page: query.p ?? 1,
      hitsPerPage: query.hitsPerPage ?? SEARCH_HITS_PER_PAGE,
      locale: resolveLocale(realm, query.lk ?? request.locale),
    };
    const spec = {
      operation: 'search' as const,
      realm,
      // The query as matched: case and spacing that change nothing share one entry.
      key: JSON.stringify([
        options.query.toLowerCase().replace(/\s+/g, ' '),
        options.types,
        options.page,
        options.hitsPerPage,
        options.locale,
      ]),
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, () => app.services.search.search(realm, options));
  });

  operation(app, 'popular', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const locale = resolveLocale(realm, query.lk ?? request.locale);
    const spec = {
      operation: 'popular' as const,
      realm,
      key: locale,
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, () => app.services.search.popular(realm, locale));
  });
}
