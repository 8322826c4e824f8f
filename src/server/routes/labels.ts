// GET /api/v1/labels/{locale}: the realm's labels in that locale, with fallbacks (services/labels.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { locale } from '../../contracts/labels.ts';
import { parseInput } from '../errors.ts';
import { requireClient } from '../plugins/client.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';

const params = z.object({ locale });

export default async function labelRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/labels/:locale', { preHandler: requireClient }, async (request, reply) => {
    const { locale: wanted } = parseInput(params, request.params, 'params');
    const labels = await app.services.labels.forLocale(request.realm, wanted);
    // Shared caches must key on the realm header: the path alone is the same for every realm.
    return sendCacheableJson(request, reply, labels, { cacheControl: PUBLIC_SHORT, vary: 'realm' });
  });
}
