// content and news: one catalogue item with its type's parts, and the news list, for the
// playlist, series, season and news screens. Public catalogue data like section pages (the
// same for every guest of a realm and language), so answers are kept by the answer cache
// (decision 0013) and, as cards say what is live, only until the next live event starts or ends.
import type { FastifyInstance } from 'fastify';
import { LIBRARY_PAGE_SIZE } from '../../contracts/library.ts';
import { notFound } from '../errors.ts';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'contentDetail', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params, query }) => {
    const { realm } = request;
    const options = {
      locale: resolveLocale(realm, query.lk ?? request.locale),
      page: query.p ?? 1,
      perPage: query.ipp ?? LIBRARY_PAGE_SIZE,
      ...(query.type ? { type: query.type } : {}),
    };
    const spec = {
      operation: 'contentDetail' as const,
      realm,
      key: JSON.stringify([params.id, options.type ?? '', options.locale, options.page, options.perPage]),
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, async () => {
      const detail = await app.services.content.detail(realm, params.id, options);
      if (!detail) throw notFound(`Realm '${realm.realm}' has no ${options.type ?? 'item'} '${params.id}'`);
      return detail;
    });
  });

  operation(app, 'newsList', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const options = {
      locale: resolveLocale(realm, query.lk ?? request.locale),
      page: query.p ?? 1,
      perPage: query.ipp ?? LIBRARY_PAGE_SIZE,
    };
    const spec = {
      operation: 'newsList' as const,
      realm,
      key: JSON.stringify([options.locale, options.page, options.perPage]),
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, () => app.services.content.news(realm, options));
  });
}
