// The viewer's favourites and watchlists (services/schedule/lists.ts). Customers only: a
// guest's account is a throwaway the clean-up job deletes (decision 0031). Answers are private.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../plugins/auth.ts';
import type { ListOwner } from '../services/schedule/lists.ts';
import { operation } from './operation.ts';
import { sendPrivate } from './session-links.ts';

const ownerOf = (request: FastifyRequest, viewer: Viewer): ListOwner => ({
  userId: viewer.userId,
  realm: request.realm,
  profileId: viewer.profileId,
});

export default async function listRoutes(app: FastifyInstance): Promise<void> {
  const { lists } = app.services;

  operation(app, 'favourites', async ({ request, reply, query, viewer }) =>
    sendPrivate(reply, await lists.favourites(ownerOf(request, viewer), { page: query.p ?? 1, locale: query.lk ?? request.locale })),
  );
  operation(app, 'favouriteIds', async ({ request, reply, viewer }) =>
    sendPrivate(reply, { ids: await lists.favouriteIds(ownerOf(request, viewer)) }),
  );
  operation(app, 'favouriteGet', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, { id: params.id, favourite: await lists.isFavourite(ownerOf(request, viewer), params.id) }),
  );
  operation(app, 'favouritePut', async ({ request, reply, params, viewer }) => {
    await lists.setFavourite(ownerOf(request, viewer), params.id, true);
    return sendPrivate(reply, { id: params.id, favourite: true });
  });
  operation(app, 'favouriteDelete', async ({ request, reply, params, viewer }) => {
    await lists.setFavourite(ownerOf(request, viewer), params.id, false);
    return sendPrivate(reply, { id: params.id, favourite: false });
  });

  operation(app, 'watchlists', async ({ request, reply, viewer }) =>
    sendPrivate(reply, { watchlists: await lists.watchlists(ownerOf(request, viewer)) }),
  );
  operation(app, 'watchlistCreate', async ({ request, reply, body, viewer }) =>
    sendPrivate(reply, await lists.createWatchlist(ownerOf(request, viewer), body.name), 201),
  );
  operation(app, 'watchlistGet', async ({ request, reply, params, query, viewer }) =>
    sendPrivate(
      reply,
      await lists.watchlist(ownerOf(request, viewer), params.id, { page: query.p ?? 1, locale: query.lk ?? request.locale }),
    ),
  );
  operation(app, 'watchlistRename', async ({ request, reply, params, body, viewer }) =>
    sendPrivate(reply, await lists.renameWatchlist(ownerOf(request, viewer), params.id, body.name)),
  );
  operation(app, 'watchlistDelete', async ({ request, reply, params, viewer }) => {
    await lists.deleteWatchlist(ownerOf(request, viewer), params.id);
    return sendPrivate(reply, { ok: true });
  });
  operation(app, 'watchlistItemPut', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await lists.setWatchlistItem(ownerOf(request, viewer), params.id, params.contentId, true)),
  );
  operation(app, 'watchlistItemDelete', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await lists.setWatchlistItem(ownerOf(request, viewer), params.id, params.contentId, false)),
  );
}
