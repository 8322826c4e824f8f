// Seeding a real database: same input, same rows; exactly the generator's rows; once only;
// larger catalogues too. Names and counts come from the seed's definitions and inputs.
import { afterAll, expect, test } from 'vitest';
import { initResponse } from '../../src/contracts/init.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import type { Db } from '../../src/server/db/index.ts';
import { SEED_KEY, seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { anchorDay, liveAnchorKey } from '../../src/server/db/seed/anchor.ts';
import { generateRealmSeed } from '../../src/server/db/seed/realm-seed.ts';
import { ARENA_RAILS } from '../../src/server/db/seed/browse.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';
import { startHarness, type Harness } from './harness.ts';

const NOW = new Date('2026-05-04T15:30:00Z');
/** The UTC day of NOW, written out independently of the seed's own day arithmetic. */
const NOW_DAY = NOW.toISOString().slice(0, 10);
const ITEMS = 60;
const LARGE = 2000;
const DEMO_NAMES = DEMO_REALMS.map((def) => def.settings.realm);
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

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

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

let first: Snapshot;

test('seeding two empty databases with the same items and day gives identical rows', async () => {
  const a = await startHarness({ seed: false });
  try {
    expect(await seedIfEmpty(a.db, { items: ITEMS, now: NOW })).toEqual({ seeded: true });
    first = await snapshot(a.db);
  } finally {
    await a.close();
  }
  h = await startHarness({ seed: false });
  expect(await seedIfEmpty(h.db, { items: ITEMS, now: NOW })).toEqual({ seeded: true });
  expect(await snapshot(h.db)).toEqual(first);
});

test('the database holds exactly the rows the generator makes for each demo realm, and no extra hosts', () => {
  // Both sides sorted here: the database's text order depends on its collation.
  const sorted = (values: string[]) => [...values].sort();
  const rowsOf = <T extends { realm: string }>(rows: T[], realm: string) => rows.filter((r) => r.realm === realm);
  const ids = (rows: { id: string }[]) => sorted(rows.map((r) => r.id));
  const heroes = (rows: { section: string; position: number; content_id: string }[]) =>
    sorted(rows.map((x) => `${x.section} ${x.position} ${x.content_id}`));
  expect(sorted(first.realm.map((r) => r.name))).toEqual(sorted(DEMO_NAMES));
  for (const def of DEMO_REALMS) {
    const realm = def.settings.realm;
    const seed = generateRealmSeed(def, ITEMS, anchorDay(NOW));
    const row = first.realm.find((r) => r.name === realm);
    expect(row?.settings, realm).toEqual(def.settings);
    expect(row?.hosts, realm).toEqual([]);
    expect(rowsOf(first.content, realm), realm).toHaveLength(ITEMS);
    expect(ids(rowsOf(first.content, realm)), realm).toEqual(ids(seed.content));
    // The browse seed's rails (db/seed/browse.ts) come on top of the generator's.
    const browseRails = new Set<string>(ARENA_RAILS.map((r) => r.id));
    expect(ids(rowsOf(first.bucket, realm).filter((b) => !browseRails.has(b.id))), realm).toEqual(ids(seed.buckets));
    expect(ids(rowsOf(first.licence, realm)), realm).toEqual(ids(seed.licences));
    expect(sorted(rowsOf(first.label, realm).map((l) => l.locale)), realm).toEqual(sorted(seed.labels.map((l) => l.locale)));
    expect(sorted(rowsOf(first.menu, realm).map((m) => m.platform)), realm).toEqual(sorted(seed.menus.map((m) => m.platform)));
    expect(rowsOf(first.bucketItem, realm), realm).toHaveLength(seed.bucketItems.length);
    expect(heroes(rowsOf(first.hero, realm)), realm).toEqual(heroes(seed.heroes));
  }
});

test('the seed records what it made and the anchor day of the live schedule', async () => {
  const meta = Object.fromEntries((await h.db.selectFrom('meta').selectAll().execute()).map((m) => [m.key, m.value]));
  expect(JSON.parse(meta[SEED_KEY] ?? '{}')).toEqual({ version: 1, items: ITEMS, anchor: NOW_DAY });
  for (const realm of DEMO_NAMES) expect(meta[liveAnchorKey(realm)], realm).toBe(NOW_DAY);
});

test('seeding again on the same day changes nothing', async () => {
  const before = await snapshot(h.db);
  expect(await seedIfEmpty(h.db, { items: ITEMS * 10, now: NOW })).toEqual({ seeded: false });
  expect(await snapshot(h.db)).toEqual(before);
});

test('a database with realms of its own is never seeded with the demo realms', async () => {
  await empty(h.db);
  await h.db
    .insertInto('realm')
    .values({ name: 'own', settings: JSON.stringify({}), hosts: [] })
    .execute();
  expect((await seedIfEmpty(h.db, { items: ITEMS, now: NOW })).seeded).toBe(false);
  expect(await h.db.selectFrom('realm').select('name').execute()).toEqual([{ name: 'own' }]);
});

test('seeding 2000 items per realm works and the app serves it: rails count the whole catalogue', async () => {
  await empty(h.db);
  h.app.services.realms.invalidate();
  expect((await seedIfEmpty(h.db, { items: LARGE })).seeded).toBe(true);
  const bpp = 7;
  let byTypeRails = 0;
  for (const def of DEMO_REALMS) {
    const realm = def.settings.realm;
    expect(await count(h.db, realm), realm).toBe(LARGE);
    const res = await h.inject({
      url: apiPath.init(),
      query: { countEvents: 'LIVE', rpp: '12', bpp: String(bpp) },
      headers: await h.clientHeaders(realm),
    });
    expect(res.statusCode, realm).toBe(200);
    const body = initResponse.parse(res.json());
    // Seeded without a pinned clock, the events on air span today.
    expect(body.eventCount, realm).toBe(def.liveNowCount);
    for (const bucket of body.content?.buckets ?? []) {
      const { rule } = await h.db
        .selectFrom('bucket')
        .select('rule')
        .where('realm', '=', realm)
        .where('id', '=', bucket.id)
        .executeTakeFirstOrThrow();
      if (rule.kind !== 'type') continue;
      // A rail by type lists every top-level item of its type, a page at a time.
      const { n } = await h.db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('realm', '=', realm)
        .where('type', '=', rule.type)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      expect(bucket.contentList.totalItems, bucket.id).toBe(Number(n));
      expect(bucket.contentList.items, bucket.id).toHaveLength(Math.min(bpp, Number(n)));
      byTypeRails += 1;
    }
  }
  expect(byTypeRails).toBeGreaterThan(0);
});
