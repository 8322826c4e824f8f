// init: everything the app needs before it shows (services/init.ts). The query is strict, so a
// misspelt parameter is a 400 naming it rather than a silently ignored option. An
// Authorization header ('Mixed {token} {refresh}') is accepted and not read yet: there is no
// sign-in in this server so far.
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_CACHE } from './http-cache.ts';
import { operation } from './operation.ts';

export default async function initRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'init', async ({ request, reply, query }) => {
    const body = await app.services.init.build(request.realm, query, { locale: request.locale });
    return reply.header('cache-control', PRIVATE_NO_CACHE).send(body);
  });
}
