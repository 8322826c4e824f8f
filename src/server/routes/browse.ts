// grid, releases and browse: public catalogue pages like section pages (the answer cache keeps
// them by realm, language, page, size and display modes); promo notifications: a viewer's own
// (their dismissals), answered privately. Rules are in services/browse.ts and services/promo.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealmSettings } from '../../contracts/realm.ts';
import { notFound } from '../errors.ts';
import { displayModes, type DisplayModeQuery } from '../services/display-modes.ts';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { viewerCountry } from './playback.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';
import { sendPrivate } from './session-links.ts';

/** Grid results per page when not asked: the widest screen's (spec §9). */
const DEFAULT_GRID_PAGE = 20;

export default async function browseRoutes(app: FastifyInstance): Promise<void> {
  const { browse, promo } = app.services;
  const publicSpec = <Id extends 'grid' | 'releases' | 'browse'>(operationId: Id, realm: RealmSettings, key: string) => ({
    operation: operationId,
    realm,
    key,
    timed: true,
    cacheControl: PUBLIC_SHORT,
    vary: 'realm, accept-language',
  });

  // A grid's or the releases' page: its language, page, size and the display modes that filter it.
  const gridOptions = (request: FastifyRequest, query: { lk?: string; p?: number; rpp?: number } & DisplayModeQuery) => {
    const modes = displayModes(request.realm, query, viewerCountry(request));
    const options = {
      locale: resolveLocale(request.realm, query.lk ?? request.locale),
      page: query.p ?? 1,
      perPage: query.rpp ?? DEFAULT_GRID_PAGE,
      visibility: modes.visibility,
    };
    return { modes, options };
  };

  operation(app, 'grid', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const { modes, options } = gridOptions(request, query);
    const what = query.bucket !== undefined ? `bucket:${query.bucket}` : `type:${query.type ?? ''}`;
    const spec = publicSpec('grid', realm, `${what} ${options.locale} ${options.page} ${options.perPage} ${modes.key}`);
    return sendPublicJson(request, reply, spec, async () => {
      if (query.bucket === undefined) return browse.typeGrid(realm, query.type ?? 'VOD_VIDEO', options);
      const grid = await browse.bucketGrid(realm, query.bucket, options);
      if (!grid) throw notFound(`Realm '${realm.realm}' has no rail '${query.bucket}'`);
      return grid;
    });
  });

  operation(app, 'releases', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const { modes, options } = gridOptions(request, query);
    const spec = publicSpec('releases', realm, `${options.locale} ${options.page} ${options.perPage} ${modes.key}`);
    return sendPublicJson(request, reply, spec, () => browse.releases(realm, options));
  });

  operation(app, 'browse', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const locale = resolveLocale(realm, query.lk ?? request.locale);
    return sendPublicJson(request, reply, publicSpec('browse', realm, locale), () => browse.index(realm, locale));
  });

  operation(app, 'promoNotifications', async ({ request, reply, query, viewer }) => {
    const list = await promo.list(request.realm, viewer.userId, request.locale, query.maxNotifications ?? 1);
    return sendPrivate(reply, { promoNotifications: list });
  });

  operation(app, 'promoDismiss', async ({ request, reply, params, viewer }) => {
    if (!(await promo.dismiss(request.realm, viewer.userId, params.id))) {
      throw notFound(`Realm '${request.realm.realm}' has no promo notification '${params.id}'`);
    }
    return sendPrivate(reply, { ok: true });
  });
}
