// Configuration from the environment, parsed once at start-up so a bad value fails loudly.
import { z } from 'zod';
import { resolve } from 'node:path';
import { MAX_DIFFICULTY } from '../contracts/proof-of-work.ts';

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
  NODE_ENV: z.string().optional(),
  /** Access token lifetime (the brief's 15 minutes). */
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(10).max(86_400).default(900),
  /** Refresh token lifetime: how long a session lasts unused. */
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
  /** scrypt cost as log2(N) (services/auth/password.ts); 15 is 32 MiB per hash. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  /** The development outbox (/api/dev/outbox, /dev/outbox); default on unless NODE_ENV=production. */
  DEV_OUTBOX: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
  /** The development read of stored analytics events (/api/dev/analytics/events); default on unless NODE_ENV=production. */
  DEV_ANALYTICS: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
  /** Sign-in, reset, magic-link, PIN and OAuth attempts per client address per window. */
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  /** The same per account (email) per window, whatever the address. */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * Leading zero bits of a captcha challenge (services/captcha): each bit doubles the hashes a
   * client needs. 12 is about 4,000 SHA-256 digests, a fraction of a second on a phone.
   */
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(MAX_DIFFICULTY).default(12),
  /**
   * Believe X-Forwarded-For/-Proto/-Host (the server runs behind a proxy). Off when clients
   * reach the server directly: otherwise anyone can name their own address and step around
   * the per-address limits.
   */
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().default(true)),
  /**
   * Addresses known to be VPN exits, comma-separated (a deployment feeds this from its VPN or
   * GeoIP provider). Realms with vpnAllowed false refuse them content with block-reason VPN.
   */
  VPN_ADDRESSES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
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
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  scryptLogN: number;
  /** DEV_OUTBOX: the emails the server would send are listed at /dev/outbox. */
  devOutbox: boolean;
  /** DEV_ANALYTICS: stored analytics events can be read back at /api/dev/analytics/events. */
  devAnalytics: boolean;
  /** Attempts allowed per window on sign-in and recovery routes (plugins/rate-limit.ts). */
  rateLimit: { addressMax: number; accountMax: number; windowS: number };
  /** CAPTCHA_DIFFICULTY: zero bits a captcha challenge asks for. */
  captchaDifficulty: number;
  /** TRUST_PROXY: client address and scheme from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** VPN exit addresses (VPN_ADDRESSES): realms that do not allow VPNs refuse them content. */
  vpnAddresses: ReadonlySet<string>;
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
    accessTokenTtlS: c.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: c.REFRESH_TOKEN_TTL_S,
    scryptLogN: c.SCRYPT_LOG_N,
    devOutbox: c.DEV_OUTBOX ?? c.NODE_ENV !== 'production',
    devAnalytics: c.DEV_ANALYTICS ?? c.NODE_ENV !== 'production',
    rateLimit: { addressMax: c.RATE_LIMIT_ADDRESS_MAX, accountMax: c.RATE_LIMIT_ACCOUNT_MAX, windowS: c.RATE_LIMIT_WINDOW_S },
    captchaDifficulty: c.CAPTCHA_DIFFICULTY,
    trustProxy: c.TRUST_PROXY,
    vpnAddresses: new Set(c.VPN_ADDRESSES),
  };
}
