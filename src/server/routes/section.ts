// section: a section page — heroes (first page only), the section's title and sponsor, and a
// page of rails (`rpp` rails, `bpp` items each) — in the caller's language; bucketPage: one
// rail's next page of items, for the rail's "more" control. The screens' loaders call them on
// navigation; init carries home's first page so a cold start needs no second request.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { displayModes } from '../services/display-modes.ts';
import { INIT_DEFAULTS } from '../services/init.ts';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { viewerCountry } from './playback.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';

export default async function sectionRoutes(app: FastifyInstance): Promise<void> {
  operation(app, 'section', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params, query }) => {
    const { realm } = request;
    const modes = displayModes(realm, query, viewerCountry(request));
    const options = {
      section: params.name,
      locale: resolveLocale(realm, query.lk ?? request.locale),
      rpp: query.rpp ?? INIT_DEFAULTS.rpp,
      bpp: query.bpp ?? INIT_DEFAULTS.bpp,
      bspp: query.bspp ?? INIT_DEFAULTS.bspp,
      bucketsPage: query.p ?? 1,
      hideBucketTypes: modes.hideBucketTypes,
      visibility: modes.visibility,
    };
    // Public catalogue data: the same for every guest of a realm, language and display modes.
    const spec = {
      operation: 'section' as const,
      realm,
      key: `${options.section} ${options.locale} ${options.rpp} ${options.bpp} ${options.bspp} ${options.bucketsPage} ${modes.key}`,
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

  operation(app, 'bucketPage', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params, query }) => {
    const { realm } = request;
    const modes = displayModes(realm, query, viewerCountry(request));
    const options = {
      section: params.name,
      locale: resolveLocale(realm, query.lk ?? request.locale),
      page: query.p ?? 1,
      perPage: query.bpp ?? INIT_DEFAULTS.bpp,
      visibility: modes.visibility,
    };
    const spec = {
      operation: 'bucketPage' as const,
      realm,
      key: `${options.section} ${params.id} ${options.locale} ${options.page} ${options.perPage} ${modes.key}`,
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, async () => {
      const bucket = await app.services.catalogue.bucket(realm, params.id, options);
      if (!bucket) throw notFound(`Section '${params.name}' of realm '${realm.realm}' has no rail '${params.id}'`);
      return bucket;
    });
  });
}
