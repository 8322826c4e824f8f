// The player's other operations (services/watch.ts): an item's public details and the live
// events a multi-view offers (public catalogue data, kept by the answer cache like section
// pages), and the viewer's watch progress (private, per account and profile).
import type { FastifyInstance } from 'fastify';
import { PROGRESS_PAGE_SIZE } from '../../contracts/progress.ts';
import { resolveLocale } from '../services/locale.ts';
import { PUBLIC_SHORT } from './http-cache.ts';
import { operation } from './operation.ts';
import { PUBLIC_ANSWER_ROUTE, sendPublicJson } from './public-cache.ts';
import { sendPrivate } from './session-links.ts';

export default async function watchRoutes(app: FastifyInstance): Promise<void> {
  const { watch } = app.services;

  operation(app, 'playerItem', PUBLIC_ANSWER_ROUTE, async ({ request, reply, params, query }) => {
    const { realm } = request;
    const locale = resolveLocale(realm, query.lk ?? request.locale);
    // Timed: an event's `live` flag changes when it starts or ends.
    const spec = {
      operation: 'playerItem' as const,
      realm,
      key: `${params.id} ${locale}`,
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, () => watch.item(realm, params.id, locale));
  });

  operation(app, 'multiViewEvents', PUBLIC_ANSWER_ROUTE, async ({ request, reply, query }) => {
    const { realm } = request;
    const locale = resolveLocale(realm, query.lk ?? request.locale);
    const spec = {
      operation: 'multiViewEvents' as const,
      realm,
      key: locale,
      timed: true,
      cacheControl: PUBLIC_SHORT,
      vary: 'realm, accept-language',
    };
    return sendPublicJson(request, reply, spec, async () => ({ items: await watch.liveNow(realm, locale) }));
  });

  operation(app, 'progressList', async ({ request, reply, query, viewer }) => {
    const page = {
      page: query.p ?? 1,
      perPage: query.perPage ?? PROGRESS_PAGE_SIZE,
      locale: resolveLocale(request.realm, query.lk ?? request.locale),
    };
    return sendPrivate(reply, await watch.history(request.realm, viewer, page));
  });

  operation(app, 'progressGet', async ({ request, reply, params, viewer }) => {
    return sendPrivate(reply, { progress: await watch.progress(request.realm, viewer, params.id) });
  });

  operation(app, 'progressSave', async ({ request, reply, params, body, viewer }) => {
    return sendPrivate(reply, { progress: await watch.saveProgress(request.realm, viewer, params.id, body) });
  });
}
