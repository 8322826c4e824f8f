// Configuration from the environment, parsed once at start-up so a bad value fails loudly.
import { z } from 'zod';
import { resolve } from 'node:path';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** When set, PostgreSQL (scale-out mode); otherwise embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default('.data'),
  /** Built app to serve; absent in API-only runs. */
  DIST_DIR: z.string().default('dist'),
  MEDIA_DIR: z.string().default('media'),
  /** Catalogue items per realm made by the generator (spec: a few hundred by default). */
  SEED_ITEMS: z.coerce.number().int().min(20).max(100_000).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Move the demo realms' live schedule to today at start-up and every UTC midnight. */
  DEMO_SCHEDULE: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().default(true)),
  /** Memory for cached public answers (realm, labels, menu, guest init, sections); 0 turns the cache off. */
  CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  /** How often (at most) an instance re-reads the realms' version counters; writes by others show within this. */
  CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Directory for PGlite files, or null for an in-memory database (tests). */
  dataDir: string | null;
  distDir: string | null;
  mediaDir: string;
  seedItems: number;
  logLevel: string;
  /** DEMO_SCHEDULE: keep the demo realms' events on today's calendar (jobs/demo-schedule.ts). */
  demoSchedule: boolean;
  /** CACHE_MAX_MB in bytes: the public answer cache's budget (0: no cache). */
  cacheMaxBytes: number;
  /** CACHE_CHECK_MS: how stale another instance's write may be seen here (routes/public-cache.ts). */
  cacheCheckMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: resolve(c.DATA_DIR, 'pglite'),
    distDir: resolve(c.DIST_DIR),
    mediaDir: resolve(c.MEDIA_DIR),
    seedItems: c.SEED_ITEMS,
    logLevel: c.LOG_LEVEL,
    demoSchedule: c.DEMO_SCHEDULE,
    cacheMaxBytes: Math.round(c.CACHE_MAX_MB * 1024 * 1024),
    cacheCheckMs: c.CACHE_CHECK_MS,
  };
}
