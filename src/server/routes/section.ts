// GET /api/v1/section/{name}: a section page — heroes (first page only) and a page of rails —
// in the caller's language. The screens' loaders call it on navigation; init carries home's
// first page so a cold start needs no second request.
import type { FastifyInstance } from 'fastify';
import { API } from '../../contracts/api.ts';
import { OPERATIONS } from '../../contracts/operations.ts';
import { notFound, parseInput } from '../errors.ts';
import { requireClient } from '../plugins/client.ts';
import { INIT_DEFAULTS } from '../services/init.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';

const API_PREFIX = '/api';

export default async function sectionRoutes(app: FastifyInstance): Promise<void> {
  const path = OPERATIONS.section.path.slice(API_PREFIX.length);
  app.get(path, { preHandler: requireClient }, async (request, reply) => {
    const { name } = parseInput(API.section.params, request.params, 'params');
    const query = parseInput(API.section.query, request.query, 'query');
    const page = await app.services.catalogue.page(request.realm, {
      section: name,
      locale: query.lk ?? request.locale,
      rpp: query.rpp ?? INIT_DEFAULTS.rpp,
      bpp: query.bpp ?? INIT_DEFAULTS.bpp,
      bucketsPage: query.p ?? 1,
      hideBucketTypes: query.displaySectionLinkBuckets === 'HIDE' ? ['SECTION_LINK'] : [],
    });
    if (!page) throw notFound(`Realm '${request.realm.realm}' has no section '${name}'`);
    // Public catalogue data: the same for every guest of a realm and language.
    return sendCacheableJson(request, reply, page, { cacheControl: PUBLIC_SHORT, vary: 'realm, accept-language' });
  });
}
