// The playback endpoint and its stream leases: the server decides whether a viewer may watch an
// item (services/playback) and only then answers where its streams are. Answers are private.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operation } from './operation.ts';
import { sendPrivate } from './session-links.ts';

/**
 * Header naming the viewer's country (ISO 3166-1 alpha-2), set by the proxy or CDN in front of
 * the server from the client's address. Believed only with TRUST_PROXY, like X-Forwarded-For:
 * without a proxy that overwrites it, a client could name any country.
 */
export const VIEWER_COUNTRY_HEADER = 'x-viewer-country';

export function viewerCountry(request: FastifyRequest): string | null {
  if (!request.server.config.trustProxy) return null;
  const value = request.headers[VIEWER_COUNTRY_HEADER];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

export default async function playbackRoutes(app: FastifyInstance): Promise<void> {
  const { playback } = app.services;

  operation(app, 'playback', async ({ request, reply, params, body, viewer }) => {
    const answer = await playback.start({
      realm: request.realm,
      viewer,
      deviceId: request.deviceId,
      contentId: params.id,
      country: viewerCountry(request),
      dvrWindow: body.dvrWindow,
    });
    return sendPrivate(reply, answer);
  });

  operation(app, 'playbackHeartbeat', async ({ reply, params, viewer }) => {
    return sendPrivate(reply, await playback.leases.renew(viewer.userId, params.id));
  });

  operation(app, 'playbackRelease', async ({ reply, params, viewer }) => {
    await playback.leases.release(viewer.userId, params.id);
    return sendPrivate(reply, { ok: true });
  });
}
