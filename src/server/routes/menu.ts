// menu (?deviceType=WEB|MOBILE_WEB): the realm's menu in the caller's language.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';
import { operation } from './operation.ts';

export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'menu', async ({ request, reply, query }) => {
    const labels = await app.services.labels.forLocale(request.realm, request.locale);
    const menu = await app.services.menus.forPlatform(request.realm, [query.deviceType, 'WEB'], labels.translations);
    if (!menu) throw notFound(`Realm '${request.realm.realm}' has no menu`);
    return sendCacheableJson(request, reply, menu, { cacheControl: PUBLIC_SHORT, vary: 'realm, accept-language' });
  });
}
