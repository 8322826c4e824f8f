// section: a section page — heroes (first page only) and a page of rails — in the caller's
// language. The screens' loaders call it on navigation; init carries home's first page so a
// cold start needs no second request.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { INIT_DEFAULTS } from '../services/init.ts';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

export default async function sectionRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'section', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params, query }) => {
    const { realm } = request;
    const options = {
      section: params.name,
      locale: resolveLocale(realm, query.lk ?? request.locale),
      rpp: query.rpp ?? INIT_DEFAULTS.rpp,
      bpp: query.bpp ?? INIT_DEFAULTS.bpp,
      bucketsPage: query.p ?? 1,
      hideBucketTypes: query.displaySectionLinkBuckets === 'HIDE' ? ['SECTION_LINK'] : [],
    };
    // Public catalogue data: the same for every guest of a realm and language.
    const spec = {
      operation: 'section' as const,
      realm,
      key: `${options.section} ${options.locale} ${options.rpp} ${options.bpp} ${options.bucketsPage} ${options.hideBucketTypes.join(',')}`,
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, async () => {
      const page = await app.services.catalogue.page(realm, options);
      if (!page) throw notFound(`Realm '${realm.realm}' has no section '${params.name}'`);
      return page;
    });
  });
}
