// The analytics collector's operations (services/analytics.ts). The customer-data library
// posts its batches as plain-text JSON (spec §7), which keeps the browser's request "simple"
// (no preflight) and lets a page hand a batch to sendBeacon; application/json is taken too.
// Only this plugin's routes read text/plain as JSON: elsewhere text/plain stays a string.
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MAX_BATCH_BYTES } from '../../contracts/analytics.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { HttpError, notFound } from '../errors.ts';
import { PRIVATE_NO_CACHE } from './http-cache.ts';
import { operation } from './operation.ts';
import { sendPrivate } from './session-links.ts';

/** Two identities of 256 characters and a device id fit many times over. */
const IDENTITY_BODY_BYTES = 4 * 1024;

export default async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { analytics } = app.services;

  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(new HttpError(400, 'BAD_REQUEST', 'The body is not JSON'), undefined);
    }
  });

  // 403 is "stop until the configuration changes" for the client (spec §8: 401 and above),
  // which is right for a realm that has not switched the collector on.
  const requireEnabled = (realm: RealmSettings) => {
    if (!analytics.enabled(realm)) throw new HttpError(403, 'FORBIDDEN', `Analytics collection is not enabled for realm '${realm.realm}'`);
  };

  operation(app, 'analyticsBatch', { bodyLimit: ANALYTICS_MAX_BATCH_BYTES }, async ({ request, reply, body }) => {
    requireEnabled(request.realm);
    const answer = await analytics.ingest(request.realm.realm, request.deviceId, body);
    // 201 for a new batch, 200 for one already stored: both are "done" to the client.
    return sendPrivate(reply, answer, answer.stored ? 201 : 200);
  });

  operation(app, 'analyticsConfig', async ({ request, reply }) => {
    return reply.header('cache-control', PRIVATE_NO_CACHE).send(analytics.config(request.realm));
  });

  operation(app, 'analyticsIdentity', { bodyLimit: IDENTITY_BODY_BYTES }, async ({ request, reply, params, body }) => {
    requireEnabled(request.realm);
    const answer = await analytics.identity(request.realm.realm, params.action, body);
    // Spec §8: the library parses 200, 202 and 400; a modify is accepted (202), the others answered.
    return sendPrivate(reply, answer, params.action === 'modify' ? 202 : 200);
  });

  operation(app, 'analyticsStored', async ({ request, reply, query }) => {
    // A development aid (like the outbox): off in production, where it would show one
    // device's events to anyone holding the realm's public app key.
    if (!app.config.devAnalytics) throw notFound('No route for GET /api/dev/analytics/events');
    return sendPrivate(reply, await analytics.stored(request.realm.realm, query));
  });
}
