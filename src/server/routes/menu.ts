// GET /api/v1/menu?deviceType=WEB|MOBILE_WEB: the realm's menu in the caller's language.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { menuTargetPlatform } from '../../contracts/menu.ts';
import { notFound, parseInput } from '../errors.ts';
import { requireClient } from '../plugins/client.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';

const query = z.object({ deviceType: menuTargetPlatform.default('WEB') }).strict();

export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/menu', { preHandler: requireClient }, async (request, reply) => {
    const { deviceType } = parseInput(query, request.query, 'query');
    const labels = await app.services.labels.forLocale(request.realm, request.locale);
    const menu = await app.services.menus.forPlatform(request.realm, [deviceType, 'WEB'], labels.translations);
    if (!menu) throw notFound(`Realm '${request.realm.realm}' has no menu`);
    return sendCacheableJson(request, reply, menu, { cacheControl: PUBLIC_SHORT, vary: 'realm, accept-language' });
  });
}
