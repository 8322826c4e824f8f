// buildApp(config) → Fastify instance. main.ts listens; tests call app.inject.
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import { COMPRESS_THRESHOLD } from './lib/content-coding.ts';
import { openDb, type Db } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { startDemoSchedule } from './jobs/demo-schedule.ts';
import { startSessionCleanup } from './jobs/session-cleanup.ts';
import { startSubscriptionRenewal } from './jobs/subscription-renewal.ts';
import { createAnswerCache, type AnswerCache } from './lib/answer-cache.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { memoQuerystringParser } from './lib/query-memo.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/client-errors.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { createServices, type Services } from './services/index.ts';
import realmRoutes from './routes/realm.ts';
import initRoutes from './routes/init.ts';
import labelRoutes from './routes/labels.ts';
import menuRoutes from './routes/menu.ts';
import sectionRoutes from './routes/section.ts';
import searchRoutes from './routes/search.ts';
import contentRoutes from './routes/content.ts';
import artworkRoutes from './routes/artwork.ts';
import mediaRoutes from './routes/media.ts';
import manifestRoutes from './routes/manifest.ts';
import fontRoutes from './routes/fonts.ts';
import openApiRoutes from './routes/openapi.ts';
import accountRoutes from './routes/account.ts';
import appShellRoutes from './routes/app-shell.ts';
import sessionRoutes from './routes/session.ts';
import sessionDeviceRoutes from './routes/session-devices.ts';
import sessionFederatedRoutes from './routes/session-federated.ts';
import idpRoutes from './routes/idp.ts';
import outboxRoutes from './routes/outbox.ts';
import playbackRoutes from './routes/playback.ts';
import watchRoutes from './routes/watch.ts';
import liveRoutes from './routes/live.ts';
import scheduleRoutes from './routes/schedule.ts';
import listRoutes from './routes/lists.ts';
import browseRoutes from './routes/browse.ts';
import analyticsRoutes from './routes/analytics.ts';
import commerceRoutes from './routes/commerce.ts';
import customerBillingRoutes from './routes/customer-billing.ts';
import { registerAuthLimits } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { keptAnswer } from './routes/public-cache.ts';
import { createReplay, replayingServer, type Replay } from './routes/public-replay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    services: Services;
    /** Public answers kept serialized (routes/public-cache.ts); null with CACHE_MAX_MB=0. */
    answers: AnswerCache | null;
    /** Replays of public answers before routing (routes/public-replay.ts); null when off. */
    replay: Replay | null;
  }
}

export type BuildOptions = {
  /** An already open database (tests share one per file). */
  db?: Db;
  /** Seed demo realms when the database is empty (default true). */
  seed?: boolean;
  /** The clock; tests pin it to check the live schedule at a given moment. */
  now?: () => Date;
  /** Told of every route as it is registered; tests hold the routes against the registry. */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

const REQUEST_ID = /^[\w-]{1,64}$/;

/** The caller's x-request-id when it is a sensible one, else a new id. */
const requestIdFrom = (given: unknown): string => (typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID());

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  // Replays log nothing and need the answer cache, so they are off when either is wanted.
  const replay = config.cacheMaxBytes > 0 && !requestLogging ? createReplay({ requestId: requestIdFrom, keptAnswer }) : null;
  const app = Fastify({
    ...(replay ? { serverFactory: replayingServer(replay) } : {}),
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // request.log is made when first used (lib/lazy-logger.ts).
    childLoggerFactory: lazyChildLogger,
    // Two log lines per request cost more than a cached answer; errors are logged regardless
    // (plugins/errors.ts). LOG_LEVEL=debug or trace brings them back.
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    // A URL Fastify cannot route, and bytes Node cannot parse, answer in the error shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Above every parameter the schemas allow (an artwork seed is up to 128 characters and
    // .webp), so the schemas, not the router, refuse a long one and name the field. Parsed
    // queries are kept by their string (lib/query-memo.ts).
    routerOptions: { maxParamLength: 256, querystringParser: memoQuerystringParser() },
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const now = options.now ?? (() => new Date());
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was closed'),
      onDatabaseCreated: (name) => app.log.info({ database: name }, 'created the PostgreSQL database DATABASE_URL names'),
    }));
  if (options.seed !== false)
    await seedIfEmpty(db, { items: config.seedItems, now: now(), passwordCost: { logN: config.scryptLogN, r: 8, p: 1 } });

  app.decorate('config', config);
  app.decorate('db', db);
  const services = createServices(db, config, { now });
  app.decorate('services', services);
  app.decorate(
    'answers',
    config.cacheMaxBytes > 0
      ? createAnswerCache({
          maxBytes: config.cacheMaxBytes,
          now,
          nextChange: (realm, after) => services.catalogue.nextChange(realm, after),
        })
      : null,
  );
  app.decorate('replay', replay);
  replay?.attach(app);
  app.decorateRequest('realm', null as never);
  app.decorateRequest('locale', '');
  app.decorateRequest('deviceId', '');
  if (!options.db) app.addHook('onClose', async () => db.destroy());
  if (config.demoSchedule) await startDemoSchedule(app, now);
  await startSessionCleanup(app, now);
  await startSubscriptionRenewal(app);

  registerErrorHandler(app);
  // Security headers and x-request-id on every answer.
  registerSecurityHeaders(app);
  // Per request only for what is made per request (the rendered pages, answers outside the
  // answer cache); cached answers and built files arrive already compressed and pass through.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });

  // Each API route takes its full path from the operation registry (routes/operation.ts), so
  // no plugin has a prefix; a plugin per file keeps its hooks (CORS headers) to its routes.
  await app.register(realmRoutes);
  await app.register(initRoutes);
  await app.register(labelRoutes);
  await app.register(menuRoutes);
  await app.register(sectionRoutes);
  await app.register(searchRoutes);
  await app.register(contentRoutes);
  await app.register(artworkRoutes);
  await app.register(manifestRoutes);
  await app.register(openApiRoutes);
  await registerAuthLimits(app);
  await app.register(sessionRoutes);
  await app.register(sessionDeviceRoutes);
  await app.register(sessionFederatedRoutes);
  await app.register(idpRoutes);
  await app.register(outboxRoutes);
  await app.register(accountRoutes);
  await app.register(playbackRoutes);
  await app.register(watchRoutes);
  await app.register(liveRoutes);
  await app.register(scheduleRoutes);
  await app.register(listRoutes);
  await app.register(browseRoutes);
  await app.register(analyticsRoutes);
  await app.register(commerceRoutes);
  await app.register(customerBillingRoutes);
  // reply.sendFile (@fastify/static) for routes that send files from disk, with no routes and
  // no root of its own: each caller names its folder and sets Cache-Control. Registered per
  // scope because the built app differs: its files have .br and .gz siblings made at build
  // time (scripts/compress-build.ts), chosen by Accept-Encoding; media and fonts have none.
  await app.register(async (files) => {
    await files.register(fastifyStatic, { serve: false, decorateReply: true, cacheControl: false });
    await files.register(mediaRoutes);
    await files.register(fontRoutes);
  });
  await app.register(async (built) => {
    await built.register(fastifyStatic, { serve: false, decorateReply: true, cacheControl: false, preCompressed: true });
    await built.register(appShellRoutes);
  });
  return app;
}
