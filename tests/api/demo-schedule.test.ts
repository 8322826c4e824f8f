// The demo schedule (jobs/demo-schedule.ts): demo realms' live dates move to today at start-up
// and after each UTC midnight, other realms' dates never move, nothing moves twice, and a GET
// never writes dates.
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { Migrator } from 'kysely/migration';
import { apiPath } from '../../src/contracts/paths.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/index.ts';
import { migrationProvider } from '../../src/server/db/migrations/index.ts';
import { liveAnchorKey, moveDemoSchedules } from '../../src/server/db/seed/anchor.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { runDailyAtUtcMidnight, untilNextUtcMidnight } from '../../src/server/lib/daily.ts';
import { startHarness, type Harness } from './harness.ts';

const DAY = 86_400_000;
const SEEDED = new Date('2026-05-04T15:30:00Z');
/** Three days after the seed: the day a restarted server finds. */
const LATER = new Date('2026-05-07T09:00:00Z');
const DEMO = ['arena', 'cinema', 'club'];

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ seed: false, config: { demoSchedule: false } });
  await seedIfEmpty(h.db, { items: 40, now: SEEDED });
  // A realm of the operator's own, with dated events: not a demo realm, so never moved.
  const arena = await h.db.selectFrom('realm').select('settings').where('name', '=', 'arena').executeTakeFirstOrThrow();
  await h.db
    .insertInto('realm')
    .values({ name: 'own', settings: JSON.stringify({ ...(arena.settings as object), realm: 'own' }), hosts: [] })
    .execute();
  await h.db
    .insertInto('content')
    .values(
      [1, 2].map((n) => ({
        realm: 'own',
        id: `own-live-${n}`,
        position: n,
        parent_id: null,
        duration: null,
        media: null,
        type: 'LIVE_EVENT',
        title: `Own event ${n}`,
        titles: '{}',
        description: '',
        descriptions: '{}',
        artwork: `own-${n}`,
        start_date: new Date(SEEDED.getTime() + n * DAY),
        end_date: new Date(SEEDED.getTime() + n * DAY + 7_200_000),
      })),
    )
    .execute();
});

afterAll(async () => {
  await h.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Every dated row of a realm, in a stable order, as milliseconds. */
async function dates(db: Db, realm: string) {
  const rows = await db
    .selectFrom('content')
    .select(['id', 'start_date', 'end_date'])
    .where('realm', '=', realm)
    .where('start_date', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, start: r.start_date?.getTime(), end: r.end_date?.getTime() ?? null }));
}

async function anchors(db: Db) {
  const rows = await db.selectFrom('meta').select(['key', 'value']).where('key', 'like', 'live%').orderBy('key').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

const shifted = (rows: Awaited<ReturnType<typeof dates>>, days: number) =>
  rows.map((r) => ({ id: r.id, start: (r.start ?? 0) + days * DAY, end: r.end === null ? null : r.end + days * DAY }));

/** A server over the test database with its clock pinned at `at`. */
const serverAt = (at: Date, demoSchedule: boolean) => buildApp({ ...h.config, demoSchedule }, { db: h.db, seed: false, now: () => at });

test('DEMO_SCHEDULE is on by default and can be switched off', () => {
  expect(loadConfig({}).demoSchedule).toBe(true);
  expect(loadConfig({ DEMO_SCHEDULE: '' }).demoSchedule).toBe(true);
  expect(loadConfig({ DEMO_SCHEDULE: 'off' }).demoSchedule).toBe(false);
  expect(loadConfig({ DEMO_SCHEDULE: 'false' }).demoSchedule).toBe(false);
  expect(() => loadConfig({ DEMO_SCHEDULE: 'sometimes' })).toThrow(/DEMO_SCHEDULE/);
});

test('the seed marks each demo realm with its anchor day, and no other realm', async () => {
  expect(await anchors(h.db)).toEqual(Object.fromEntries(DEMO.map((realm) => [liveAnchorKey(realm), '2026-05-04'])));
});

test('a GET days after the anchor writes no dates, with or without the schedule job', async () => {
  const before = { arena: await dates(h.db, 'arena'), own: await dates(h.db, 'own'), anchors: await anchors(h.db) };
  const app = await serverAt(LATER, false);
  try {
    for (const url of [apiPath.init(), apiPath.init() + '?countEvents=LIVE&section=home']) {
      const res = await app.inject({ url, headers: await h.clientHeaders('arena') });
      expect(res.statusCode, url).toBe(200);
    }
  } finally {
    await app.close();
  }
  expect({ arena: await dates(h.db, 'arena'), own: await dates(h.db, 'own'), anchors: await anchors(h.db) }).toEqual(before);
});

test('at start-up the job moves the demo realms to today and leaves other realms alone', async () => {
  const arena = await dates(h.db, 'arena');
  const own = await dates(h.db, 'own');
  expect(arena.length).toBeGreaterThan(3);
  const app = await serverAt(LATER, true);
  try {
    expect(await dates(h.db, 'arena')).toEqual(shifted(arena, 3));
    expect(await dates(h.db, 'own')).toEqual(own);
    expect(await anchors(h.db)).toEqual(Object.fromEntries(DEMO.map((realm) => [liveAnchorKey(realm), '2026-05-07'])));
    // The events seeded as on air are on air again, on the new day.
    const res = await app.inject({ url: apiPath.init(), query: { countEvents: 'LIVE' }, headers: await h.clientHeaders('arena') });
    expect(res.json<{ eventCount: number }>().eventCount).toBe(3);
  } finally {
    await app.close();
  }
});

test('running it again on the same day moves nothing', async () => {
  const arena = await dates(h.db, 'arena');
  expect(await moveDemoSchedules(h.db, LATER)).toEqual({});
  await (await serverAt(new Date('2026-05-07T23:59:59Z'), true)).close();
  expect(await dates(h.db, 'arena')).toEqual(arena);
});

test('two instances noticing midnight at once move the dates once', async () => {
  const arena = await dates(h.db, 'arena');
  const own = await dates(h.db, 'own');
  const midnight = new Date('2026-05-08T00:00:01Z');
  const [one, two] = await Promise.all([moveDemoSchedules(h.db, midnight), moveDemoSchedules(h.db, midnight)]);
  for (const realm of DEMO)
    expect(
      [one[realm], two[realm]].filter((days) => days !== undefined),
      realm,
    ).toEqual([1]);
  expect(await dates(h.db, 'arena')).toEqual(shifted(arena, 1));
  expect(await dates(h.db, 'own')).toEqual(own);
});

test('the next run is just after the next UTC midnight', () => {
  expect(untilNextUtcMidnight(new Date('2026-05-07T23:59:59.000Z'))).toBe(1000);
  expect(untilNextUtcMidnight(new Date('2026-05-07T00:00:00.000Z'))).toBe(DAY);
  expect(untilNextUtcMidnight(new Date('2026-05-07T12:00:00.000Z'))).toBe(DAY / 2);
});

test('the daily run fires at each midnight, survives a failure, and stops when asked', async () => {
  vi.useFakeTimers({ now: new Date('2026-05-07T23:59:58Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const runs: string[] = [];
  const errors: unknown[] = [];
  const daily = runDailyAtUtcMidnight(
    async () => {
      runs.push(new Date().toISOString());
      if (runs.length === 1) throw new Error('database away');
    },
    { now: () => new Date(), onError: (error) => errors.push(error) },
  );
  await vi.advanceTimersByTimeAsync(1999);
  expect(runs).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(runs).toEqual(['2026-05-08T00:00:00.000Z']);
  expect(errors).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(DAY);
  expect(runs).toEqual(['2026-05-08T00:00:00.000Z', '2026-05-09T00:00:00.000Z']);
  await daily.stop();
  await vi.advanceTimersByTimeAsync(3 * DAY);
  expect(runs).toHaveLength(2);
});

test('a database from before per-realm anchors keeps its demo realms moving, and only those', async () => {
  const migrator = new Migrator({ db: h.db, provider: migrationProvider });
  const down = await migrator.migrateTo('002-licence');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toContain('003-realm-anchors');
  expect(await anchors(h.db)).toEqual({ live_anchor: '2026-05-08' });
  await migrate(h.db);
  expect(await anchors(h.db)).toEqual(Object.fromEntries(DEMO.map((realm) => [liveAnchorKey(realm), '2026-05-08'])));
});
