// Live HLS playlists (services/playback/live-playlist.ts), made per request from the clock. The
// segments they list are the sample's own files under the media operation, so no byte is
// copied and segments keep the media operation's caching; playlists are kept for half a
// target duration at most, so the live edge moves.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { operation } from './operation.ts';

export default async function liveRoutes(app: FastifyInstance): Promise<void> {
  // Players on other origins (a realm's own host, a cast receiver) fetch these directly.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('access-control-allow-origin', '*');
  });

  operation(app, 'livePlaylist', async ({ reply, params, query }) => {
    const realm = await app.services.realms.byName(params.realm);
    if (!realm) throw notFound(`No realm ${params.realm}`);
    const { body, maxAgeSeconds } = await app.services.playback.livePlaylist(realm, params.id, params.file, query.dvr);
    return reply
      .header('content-type', 'application/vnd.apple.mpegurl')
      .header('cache-control', `public, max-age=${maxAgeSeconds}`)
      .send(body);
  });
}
