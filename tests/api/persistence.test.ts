// The database outlives the server: PGlite in a directory (or a PostgreSQL schema when
// DATABASE_URL is set) is seeded once, reopened without reseeding, and the start-up job moves
// the demo realms' live schedule to the day of the restart.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { SEED_KEY, seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { anchorDay, dayKey, liveAnchorKey, moveDemoSchedules } from '../../src/server/db/seed/anchor.ts';
import { createServices } from '../../src/server/services/index.ts';
import { realmSettings } from '../../src/contracts/realm.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { createTestDatabase, type TestDatabase } from './pg-database.ts';

const DAY = 86_400_000;
const databaseUrl = process.env.DATABASE_URL;
let dir: string;
let pgDatabase: TestDatabase | null = null;

const reopen = (): Promise<Db> => (databaseUrl ? openDb({ databaseUrl: pgDatabase?.url, dataDir: null }) : openDb({ dataDir: dir }));
const config = () => ({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), dataDir: dir, seedItems: 40, demoSchedule: true });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pglite-'));
  if (databaseUrl) pgDatabase = await createTestDatabase(databaseUrl, 'test_persist');
});

afterAll(async () => {
  await pgDatabase?.drop();
  await rm(dir, { recursive: true, force: true });
});

async function liveEvent(db: Db, id: string) {
  return db
    .selectFrom('content')
    .select(['start_date', 'end_date'])
    .where('realm', '=', 'arena')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

test('a database seeded three days ago keeps its data on reopening and moves the schedule to today', async () => {
  const threeDaysAgo = new Date(Date.now() - 3 * DAY);
  const first = await reopen();
  expect((await seedIfEmpty(first, { items: 40, now: threeDaysAgo })).seeded).toBe(true);
  const content = await first.selectFrom('content').select(['realm', 'id', 'title']).orderBy('realm').orderBy('id').execute();
  const seedRow = await first.selectFrom('meta').select('value').where('key', '=', SEED_KEY).executeTakeFirstOrThrow();
  const event = await liveEvent(first, 'arena-live-6');
  await first.destroy();

  const second = await reopen();
  try {
    // The start-up path of the server: seed if empty (it is not), then the demo schedule job.
    await (await buildApp(config(), { db: second })).close();
    expect(await second.selectFrom('content').select(['realm', 'id', 'title']).orderBy('realm').orderBy('id').execute()).toEqual(content);
    expect((await second.selectFrom('meta').select('value').where('key', '=', SEED_KEY).executeTakeFirstOrThrow()).value).toBe(
      seedRow.value,
    );
    expect(
      (await second.selectFrom('meta').select('value').where('key', '=', liveAnchorKey('arena')).executeTakeFirstOrThrow()).value,
    ).toBe(dayKey(anchorDay(new Date())));
    const moved = await liveEvent(second, 'arena-live-6');
    expect((moved.start_date?.getTime() ?? 0) - (event.start_date?.getTime() ?? 0)).toBe(3 * DAY);

    const services = createServices(second, config());
    const arena = await services.realms.byName('arena');
    if (!arena) throw new Error('arena is gone');
    expect(await services.catalogue.liveNowCount(arena)).toBe(3);
  } finally {
    await second.destroy();
  }
});

test('reopening again on the same day moves nothing', async () => {
  const db = await reopen();
  try {
    expect(await seedIfEmpty(db, { items: 40 })).toEqual({ seeded: false });
    expect(await moveDemoSchedules(db, new Date())).toEqual({});
  } finally {
    await db.destroy();
  }
});

// Always PGlite: this is the embedded default's restart, whatever DATABASE_URL says. Two PGlite
// boots from disk take a while on a busy machine, hence the longer timeout.
test('the server started twice on one data directory serves the same realms without reseeding', { timeout: 90_000 }, async () => {
  const fresh = await mkdtemp(join(tmpdir(), 'pglite-app-'));
  const appConfig = { ...config(), databaseUrl: undefined, dataDir: fresh };
  try {
    const first = await buildApp(appConfig);
    const before = realmSettings.parse((await first.inject({ url: apiPath.realmByName('cinema') })).json());
    await first.close();
    const second = await buildApp(appConfig);
    const after = realmSettings.parse((await second.inject({ url: apiPath.realmByName('cinema') })).json());
    const seeds = await second.db.selectFrom('meta').select('key').where('key', '=', SEED_KEY).execute();
    const items = await second.db
      .selectFrom('content')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('realm', '=', 'cinema')
      .executeTakeFirstOrThrow();
    await second.close();
    expect(after).toEqual(before);
    expect(seeds).toHaveLength(1);
    expect(Number(items.n)).toBe(40);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
});
