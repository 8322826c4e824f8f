// Search latency on a 100,000-item catalogue (issue 8): one realm (arena) seeded with that many
// items in a scratch database — PGlite in a temporary folder, and PostgreSQL in a database of
// its own when DATABASE_URL is set (created and dropped here) — then a fixed, seeded mix of
// queries through the real server (app.inject: routing, validation, the query, the answer's
// JSON), one at a time, with the answer cache off so every request searches. Prints p50, p95
// and p99 per kind of query and overall, per mode.
//   npm run bench:search [-- --items=100000 --queries=600]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_TYPES } from '../../src/contracts/search.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { bumpRealmVersions } from '../../src/server/db/realm-version.ts';
import { anchorDay } from '../../src/server/db/seed/anchor.ts';
import { insertRealmSeed } from '../../src/server/db/seed/insert.ts';
import { generateRealmSeed } from '../../src/server/db/seed/realm-seed.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';
import { seedDemoViews } from '../../src/server/db/seed/views.ts';
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { createRng, type Rng } from '../../src/server/lib/rng.ts';
import { createTestDatabase } from '../api/pg-database.ts';

const arg = (name: string, fallback: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);
const ITEMS = arg('items', 100_000);
const QUERIES = arg('queries', 600);
const WARM_UP = 30;
const REALM = 'arena';

type Kind = 'exact word' | 'exact title' | 'misspelt' | 'prefix' | 'type filter' | 'page 2';
type Probe = { kind: Kind; query: Record<string, string> };

const words = (title: string) => title.match(/[\p{L}]{4,}/gu) ?? [];

/** Two inner letters swapped: what a hurried thumb does. */
function misspell(rng: Rng, word: string): string {
  const i = rng.int(1, word.length - 3);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The same mix every run: titles drawn from the catalogue with a fixed seed. */
function probes(titles: readonly string[], count: number): Probe[] {
  const rng = createRng('search-bench-v1');
  const kinds: Kind[] = ['exact word', 'exact title', 'misspelt', 'prefix', 'type filter', 'page 2'];
  const out: Probe[] = [];
  while (out.length < count) {
    const title = rng.pick(titles);
    const candidates = words(title);
    if (candidates.length === 0) continue;
    const word = rng.pick(candidates);
    const kind = kinds[out.length % kinds.length] ?? 'exact word';
    const hitsPerPage = '12';
    if (kind === 'exact word') out.push({ kind, query: { q: word, hitsPerPage } });
    else if (kind === 'exact title') out.push({ kind, query: { q: title, hitsPerPage } });
    else if (kind === 'misspelt') out.push({ kind, query: { q: title.replace(word, misspell(rng, word)), hitsPerPage } });
    else if (kind === 'prefix') out.push({ kind, query: { q: word.slice(0, rng.int(3, Math.min(5, word.length))), hitsPerPage } });
    else if (kind === 'type filter') out.push({ kind, query: { q: word, type: rng.pick(SEARCH_TYPES), hitsPerPage } });
    else out.push({ kind, query: { q: word, hitsPerPage, p: '2' } });
  }
  return out;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function seed(db: Db): Promise<string[]> {
  const def = DEMO_REALMS.find((d) => d.settings.realm === REALM);
  if (!def) throw new Error(`no demo realm ${REALM}`);
  const realmSeed = generateRealmSeed(def, ITEMS, anchorDay(new Date()));
  await db.transaction().execute(async (trx) => {
    await insertRealmSeed(trx, realmSeed);
    await bumpRealmVersions(trx, [REALM]);
  });
  await seedDemoViews(db);
  return realmSeed.content.filter((c) => (SEARCH_TYPES as readonly string[]).includes(c.type)).map((c) => c.title);
}

async function run(mode: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined, dataDir: string | null): Promise<void> {
  const config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
    databaseUrl,
    dataDir,
    // Every request searches: the answer cache would otherwise answer repeated queries.
    cacheMaxBytes: 0,
    demoSchedule: false,
  };
  let started = performance.now();
  const db = await openDb({ databaseUrl, dataDir });
  const titles = await seed(db);
  const seeding = performance.now() - started;
  const app = await buildApp(config, { db, seed: false });
  try {
    const headers = {
      [HEADER.realm]: REALM,
      [HEADER.apiKey]: (await app.services.realms.byName(REALM))?.appSettings.apiKey ?? '',
      [HEADER.appId]: APP_ID,
      [HEADER.deviceId]: 'bench-device-0001',
      [HEADER.language]: 'en-US',
    };
    const mix = probes(titles, WARM_UP + QUERIES);
    const byKind = new Map<string, number[]>();
    const hitsSeen: number[] = [];
    started = performance.now();
    for (const [index, probe] of mix.entries()) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1/search?${new URLSearchParams(probe.query).toString()}`, headers });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${JSON.stringify(probe.query)}: ${res.body}`);
      if (index < WARM_UP) continue;
      hitsSeen.push((res.json() as { totalHits: number }).totalHits);
      for (const key of [probe.kind, 'all']) byKind.set(key, [...(byKind.get(key) ?? []), elapsed]);
    }
    const measuring = performance.now() - started;
    console.log(
      `\n${mode}: ${ITEMS} items in ${REALM} (seeded in ${(seeding / 1000).toFixed(1)} s), ${QUERIES} queries after ${WARM_UP} to warm up, ${(measuring / 1000).toFixed(1)} s`,
    );
    console.log(
      `  median total hits per query: ${percentile(
        [...hitsSeen].sort((a, b) => a - b),
        50,
      )}`,
    );
    for (const [kind, samples] of byKind) {
      const sorted = [...samples].sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(12)} n=${String(sorted.length).padStart(4)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`,
      );
    }
  } finally {
    await app.close();
    await db.destroy();
  }
}

const pgliteDir = await mkdtemp(join(tmpdir(), 'search-bench-'));
try {
  await run('PGlite', undefined, pgliteDir);
} finally {
  await rm(pgliteDir, { recursive: true, force: true });
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const scratch = await createTestDatabase(serverUrl, 'bench_search');
  try {
    await run('PostgreSQL', scratch.url, null);
  } finally {
    await scratch.drop();
  }
}
