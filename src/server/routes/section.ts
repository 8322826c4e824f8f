// section: a section page — heroes (first page only) and a page of rails — in the caller's
// language. The screens' loaders call it on navigation; init carries home's first page so a
// cold start needs no second request.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { INIT_DEFAULTS } from '../services/init.ts';
import { PUBLIC_SHORT, sendCacheableJson } from './http-cache.ts';
import { operation } from './operation.ts';

export default async function sectionRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'section', async ({ request, reply, params, query }) => {
    const page = await app.services.catalogue.page(request.realm, {
      section: params.name,
      locale: query.lk ?? request.locale,
      rpp: query.rpp ?? INIT_DEFAULTS.rpp,
      bpp: query.bpp ?? INIT_DEFAULTS.bpp,
      bucketsPage: query.p ?? 1,
      hideBucketTypes: query.displaySectionLinkBuckets === 'HIDE' ? ['SECTION_LINK'] : [],
    });
    if (!page) throw notFound(`Realm '${request.realm.realm}' has no section '${params.name}'`);
    // Public catalogue data: the same for every guest of a realm and language.
    return sendCacheableJson(request, reply, page, { cacheControl: PUBLIC_SHORT, vary: 'realm, accept-language' });
  });
}
