// A real server over a real database for each API test file: PGlite in memory by default,
// PostgreSQL in a database of its own when DATABASE_URL is set (dropped afterwards).
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { createTestDatabase } from './pg-database.ts';
import { DEFAULT_SEED_ITEMS } from './seed-size.ts';

export type Harness = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every route the server registered, one entry per method (HEAD routes included). */
  routes: readonly { method: HTTPMethods; url: string }[];
  /** Headers a well-behaved client sends for `realm`. */
  clientHeaders(realm: string, extra?: Record<string, string>): Promise<Record<string, string>>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export const DB_MODE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Whether a harness wants the run's seeded database (tests/setup/api-global.ts): the default seed. */
const wantsSeeded = (options: { seedItems?: number; seed?: boolean }) =>
  options.seed !== false && (options.seedItems ?? DEFAULT_SEED_ITEMS) === DEFAULT_SEED_ITEMS;

/** The run's seeded PGlite database, when this harness wants what it holds. */
async function seededStart(options: { seedItems?: number; seed?: boolean }): Promise<{ pgliteFrom?: Blob }> {
  const file = DB_MODE === 'pglite' && wantsSeeded(options) ? inject('pgliteSeeded') : null;
  return file ? { pgliteFrom: new Blob([await readFile(file)]) } : {};
}

export async function startHarness(options: { seedItems?: number; seed?: boolean; config?: Partial<Config> } = {}): Promise<Harness> {
  const config: Config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
    dataDir: null,
    seedItems: options.seedItems ?? DEFAULT_SEED_ITEMS,
    // Version counters re-read for every request: a test that writes and bumps sees its write
    // on the next request (tests/api/answer-cache.test.ts covers the interval itself).
    cacheCheckMs: 0,
    ...options.config,
  };
  // PostgreSQL: a copy of the run's seeded template when the harness wants the default seed.
  const template = wantsSeeded(options) ? (inject('pgSeededTemplate') ?? undefined) : undefined;
  const pgDatabase = config.databaseUrl ? await createTestDatabase(config.databaseUrl, 'test', template) : null;
  if (pgDatabase) config.databaseUrl = pgDatabase.url;
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: null, ...(await seededStart(options)) });
  if (options.seed !== false) await seedIfEmpty(db, { items: config.seedItems });
  const routes: { method: HTTPMethods; url: string }[] = [];
  const app = await buildApp(config, {
    db,
    seed: false,
    onRoute: (route) => routes.push(...[route.method].flat().map((method) => ({ method, url: route.url }))),
  });

  return {
    app,
    db,
    config,
    routes,
    inject: (o) => app.inject(o),
    async clientHeaders(realm, extra = {}) {
      const settings = await app.services.realms.byName(realm);
      return {
        [HEADER.realm]: realm,
        [HEADER.apiKey]: settings?.appSettings.apiKey ?? 'unknown',
        [HEADER.appId]: APP_ID,
        [HEADER.deviceId]: 'test-device-0001',
        [HEADER.language]: 'en-US',
        ...extra,
      };
    },
    async close() {
      await app.close();
      await db.destroy();
      await pgDatabase?.drop();
    },
  };
}
