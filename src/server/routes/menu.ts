// menu (?deviceType=WEB|MOBILE_WEB): the realm's menu in the caller's language.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'menu', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm, locale } = request;
    const spec = {
      operation: 'menu' as const,
      realm,
      key: `${locale} ${query.deviceType}`,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, async () => {
      const labels = await app.services.labels.forLocale(realm, locale);
      const menu = await app.services.menus.forPlatform(realm, [query.deviceType, 'WEB'], labels.translations);
      if (!menu) throw notFound(`Realm '${realm.realm}' has no menu`);
      return menu;
    });
  });
}
