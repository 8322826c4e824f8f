// Seeding a real database: same input, same rows; once only; larger catalogues too.
import { afterAll, expect, test } from 'vitest';
import { initResponse } from '../../src/contracts/init.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import type { Db } from '../../src/server/db/index.ts';
import { SEED_KEY, seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { LIVE_ANCHOR_KEY } from '../../src/server/db/seed/anchor.ts';
import { startHarness, type Harness } from './harness.ts';

const NOW = new Date('2026-05-04T15:30:00Z');
// One database open at a time: in PostgreSQL mode the migrator looks for its own tables in every
// schema, so a second test schema opened while another one is migrated would be skipped.
let h: Harness;

afterAll(async () => {
  // Undefined when the first test failed before opening it.
  if (h as Harness | undefined) await h.close();
});

/** Every seeded table, in a stable order, without the insert timestamps. */
async function snapshot(db: Db) {
  const strip = <T extends { created_at?: unknown }>(rows: T[]) => rows.map(({ created_at: _c, ...rest }) => rest);
  return {
    realm: strip(await db.selectFrom('realm').selectAll().orderBy('name').execute()),
    label: await db.selectFrom('label').selectAll().orderBy('realm').orderBy('locale').execute(),
    menu: await db.selectFrom('menu').selectAll().orderBy('realm').orderBy('platform').execute(),
    licence: await db.selectFrom('licence').selectAll().orderBy('realm').orderBy('id').execute(),
    content: strip(await db.selectFrom('content').selectAll().orderBy('realm').orderBy('id').execute()),
    bucket: await db.selectFrom('bucket').selectAll().orderBy('realm').orderBy('id').execute(),
    bucketItem: await db.selectFrom('bucket_item').selectAll().orderBy('realm').orderBy('bucket_id').orderBy('content_id').execute(),
    hero: await db.selectFrom('hero').selectAll().orderBy('realm').orderBy('section').orderBy('position').execute(),
    meta: await db.selectFrom('meta').selectAll().orderBy('key').execute(),
  };
}

const count = async (db: Db, realm: string) =>
  Number(
    (
      await db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('realm', '=', realm)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Removes every realm (the catalogue, labels and menus go with them) and the seed marks. */
async function empty(db: Db) {
  await db.deleteFrom('realm').execute();
  await db.deleteFrom('meta').execute();
}

test('seeding two empty databases with the same items and day gives identical rows', async () => {
  const a = await startHarness({ seed: false });
  let first: Awaited<ReturnType<typeof snapshot>>;
  try {
    expect(await seedIfEmpty(a.db, { items: 60, now: NOW })).toEqual({ seeded: true, shiftedDays: 0 });
    first = await snapshot(a.db);
  } finally {
    await a.close();
  }
  expect(first.content).toHaveLength(180);
  expect(first.realm.map((r) => r.name)).toEqual(['arena', 'cinema', 'club']);
  expect(first.realm.every((r) => Array.isArray(r.hosts) && r.hosts.length === 0)).toBe(true);
  h = await startHarness({ seed: false });
  expect(await seedIfEmpty(h.db, { items: 60, now: NOW })).toEqual({ seeded: true, shiftedDays: 0 });
  expect(await snapshot(h.db)).toEqual(first);
});

test('the seed records what it made and the anchor day of the live schedule', async () => {
  const meta = Object.fromEntries((await h.db.selectFrom('meta').selectAll().execute()).map((m) => [m.key, m.value]));
  expect(JSON.parse(meta[SEED_KEY] ?? '{}')).toEqual({ version: 1, items: 60, anchor: '2026-05-04' });
  expect(meta[LIVE_ANCHOR_KEY]).toBe('2026-05-04');
});

test('seeding again on the same day changes nothing', async () => {
  const before = await snapshot(h.db);
  expect(await seedIfEmpty(h.db, { items: 500, now: NOW })).toEqual({ seeded: false, shiftedDays: 0 });
  expect(await snapshot(h.db)).toEqual(before);
});

test('a database with realms of its own is never seeded with the demo realms', async () => {
  await empty(h.db);
  await h.db
    .insertInto('realm')
    .values({ name: 'own', settings: JSON.stringify({}), hosts: [] })
    .execute();
  expect((await seedIfEmpty(h.db, { items: 20, now: NOW })).seeded).toBe(false);
  expect(await h.db.selectFrom('realm').select('name').execute()).toEqual([{ name: 'own' }]);
});

test('seeding 2000 items per realm works and the app serves it', async () => {
  await empty(h.db);
  h.app.services.realms.invalidate();
  expect((await seedIfEmpty(h.db, { items: 2000 })).seeded).toBe(true);
  for (const realm of ['arena', 'cinema', 'club']) expect(await count(h.db, realm)).toBe(2000);
  const res = await h.inject({
    url: apiPath.init(),
    query: { countEvents: 'LIVE', rpp: '12', bpp: '7' },
    headers: await h.clientHeaders('arena'),
  });
  expect(res.statusCode).toBe(200);
  const body = initResponse.parse(res.json());
  const highlights = body.content?.buckets.find((x) => x.id === 'arena-home-highlights');
  expect(highlights?.contentList.items).toHaveLength(12);
  expect(highlights?.contentList.totalItems).toBeGreaterThan(100);
  expect(body.eventCount).toBe(3);
});
