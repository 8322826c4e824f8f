// GET /api/v1/init/: everything the app needs before it shows (services/init.ts). The query is
// strict, so a misspelt parameter is a 400 naming it rather than a silently ignored option.
// An Authorization header ('Mixed {token} {refresh}') is accepted and not read yet: there is
// no sign-in in this server so far.
import type { FastifyInstance } from 'fastify';
import { initQuery } from '../../contracts/init.ts';
import { parseInput } from '../errors.ts';
import { requireClient } from '../plugins/client.ts';
import { PRIVATE_NO_CACHE } from './http-cache.ts';

export default async function initRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/init/', { preHandler: requireClient }, async (request, reply) => {
    const query = parseInput(initQuery, request.query, 'query');
    const body = await app.services.init.build(request.realm, query, { locale: request.locale });
    return reply.header('cache-control', PRIVATE_NO_CACHE).send(body);
  });
}
