// The catalogue service with a pinned clock: what is on air when, rails and their pages, cards.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bucket as bucketSchema, pageContent } from '../../src/contracts/content.ts';
import type { RealmSettings } from '../../src/contracts/realm.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { liveAnchorKey } from '../../src/server/db/seed/anchor.ts';
import { createServices, type Services } from '../../src/server/services/index.ts';
import { startHarness, type Harness } from './harness.ts';

const SEEDED = new Date('2026-05-04T15:30:00Z');
const at = (iso: string) => createServices(h.db, h.config, { now: () => new Date(iso) });

let h: Harness;
let services: Services;
const realms: Record<string, RealmSettings> = {};

beforeAll(async () => {
  h = await startHarness({ seed: false });
  await seedIfEmpty(h.db, { items: 120, now: SEEDED });
  services = at('2026-05-04T15:30:00Z');
  for (const r of await services.realms.list()) realms[r.realm] = r;
});

afterAll(async () => {
  await h.close();
});

function realm(name: string): RealmSettings {
  const r = realms[name];
  if (!r) throw new Error(`no realm ${name}`);
  return r;
}

async function anchor() {
  return (await h.db.selectFrom('meta').select('value').where('key', '=', liveAnchorKey('arena')).executeTakeFirstOrThrow()).value;
}

test('events on air are live from the first to the last second of the anchor day', async () => {
  expect(await at('2026-05-04T00:00:00Z').catalogue.liveNowCount(realm('arena'))).toBe(3);
  expect(await at('2026-05-04T23:59:59Z').catalogue.liveNowCount(realm('arena'))).toBe(3);
  expect(await at('2026-05-04T12:00:00Z').catalogue.liveNowCount(realm('club'))).toBe(2);
  expect(await at('2026-05-04T12:00:00Z').catalogue.liveNowCount(realm('cinema'))).toBe(0);
  expect(await anchor()).toBe('2026-05-04');
});

test('home page content matches the contract, with localised rail names and card titles', async () => {
  const page = await services.catalogue.page(realm('arena'), { section: 'home', locale: 'pt_BR', rpp: 8, bpp: 6 });
  pageContent.parse(page);
  expect(page?.buckets.map((b) => b.name)).toEqual([
    'Ao vivo agora',
    'Próximos jogos',
    'Melhores momentos',
    'Reprises completas',
    'Séries documentais',
    'Playlists de gols',
    'Escolhas da redação',
    'Últimas notícias',
  ]);
  expect(page?.buckets[0]?.contentList.items[0]?.title).toMatch(/ x /);
  expect(page?.heroes.length).toBe(5);
});

test('rails by type show top-level items only, and containers count their children', async () => {
  const page = await services.catalogue.page(realm('cinema'), { section: 'home', locale: 'en_US', rpp: 10, bpp: 50 });
  const cards = page?.buckets.flatMap((b) => b.contentList.items) ?? [];
  const episodes = await h.db.selectFrom('content').select('id').where('realm', '=', 'cinema').where('id', 'like', 'cinema-ep-%').execute();
  const episodeIds = new Set(episodes.map((e) => e.id));
  const byType = page?.buckets.filter((b) => b.id !== 'cinema-home-episodes').flatMap((b) => b.contentList.items) ?? [];
  expect(byType.some((c) => episodeIds.has(c.id))).toBe(false);

  const series = cards.find((c) => c.type === 'VOD_SERIES');
  const seasons = await h.db
    .selectFrom('content')
    .select('id')
    .where('realm', '=', 'cinema')
    .where('parent_id', '=', series?.id ?? '')
    .execute();
  expect(series?.seasonCount).toBe(seasons.length);
  expect(series?.vodCount).toBeNull();
  const playlist = cards.find((c) => c.type === 'VOD_PLAYLIST');
  const videos = await h.db
    .selectFrom('content')
    .select('id')
    .where('realm', '=', 'cinema')
    .where('parent_id', '=', playlist?.id ?? '')
    .execute();
  expect(playlist?.vodCount).toBe(videos.length);
  expect(playlist?.seasonCount).toBeNull();
  const film = cards.find((c) => c.type === 'VOD_VIDEO');
  expect(film).toMatchObject({ vodCount: null, seasonCount: null, live: false, startDate: null });
  expect(film?.duration).toBeGreaterThan(0);
});

test('the A to Z rail is ordered by the title in the asked language', async () => {
  for (const locale of ['en_US', 'es_ES']) {
    const rail = await services.catalogue.bucket(realm('cinema'), 'cinema-home-a-to-z', { locale, page: 1, perPage: 30 });
    const initials = rail?.contentList.items.map((c) => c.title.charAt(0)) ?? [];
    expect(initials.length).toBe(30);
    expect(initials, locale).toEqual([...initials].sort());
  }
  const spanish = await services.catalogue.bucket(realm('cinema'), 'cinema-home-a-to-z', { locale: 'es_ES', page: 1, perPage: 30 });
  expect(spanish?.name).toBe('De la A a la Z');
});

test('a rail pages through its items without repeating them', async () => {
  const first = bucketSchema.parse(
    await services.catalogue.bucket(realm('arena'), 'arena-home-highlights', { locale: 'en_US', page: 1, perPage: 5 }),
  );
  const second = bucketSchema.parse(
    await services.catalogue.bucket(realm('arena'), 'arena-home-highlights', { locale: 'en_US', page: 2, perPage: 5 }),
  );
  expect(second.contentList.page).toBe(2);
  expect(second.contentList.totalItems).toBe(first.contentList.totalItems);
  const ids = [...first.contentList.items, ...second.contentList.items].map((c) => c.id);
  expect(new Set(ids).size).toBe(10);
  const beyond = await services.catalogue.bucket(realm('arena'), 'arena-home-highlights', { locale: 'en_US', page: 999, perPage: 5 });
  expect(beyond?.contentList.items).toEqual([]);
  expect(await services.catalogue.bucket(realm('arena'), 'cinema-home-a-to-z', { locale: 'en_US', page: 1, perPage: 5 })).toBeNull();
});

test('the upcoming rail lists events after now, soonest first', async () => {
  const rail = await services.catalogue.bucket(realm('club'), 'club-home-next-up', { locale: 'en_US', page: 1, perPage: 20 });
  const starts = rail?.contentList.items.map((c) => Date.parse(c.startDate ?? '')) ?? [];
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.every((s) => s > SEEDED.getTime())).toBe(true);
  expect(starts).toEqual([...starts].sort((x, y) => x - y));
});

test("reading on a later day moves nothing: moving the schedule is jobs/demo-schedule.ts's work", async () => {
  const dates = () =>
    h.db
      .selectFrom('content')
      .select(['realm', 'id', 'start_date', 'end_date'])
      .where('start_date', 'is not', null)
      .orderBy('id')
      .execute();
  const before = await dates();
  const next = at('2026-05-06T12:00:00Z');
  await next.catalogue.liveNowCount(realm('arena'));
  await next.catalogue.page(realm('club'), { section: 'home', locale: 'en_US', rpp: 2, bpp: 4 });
  await next.catalogue.bucket(realm('club'), 'club-home-next-up', { locale: 'en_US', page: 1, perPage: 5 });
  expect(await anchor()).toBe('2026-05-04');
  expect(await dates()).toEqual(before);
});

test('a section without rails or heroes has no page', async () => {
  expect(await services.catalogue.page(realm('arena'), { section: 'nothing', locale: 'en_US', rpp: 6, bpp: 4 })).toBeNull();
  const second = await services.catalogue.page(realm('arena'), { section: 'home', locale: 'en_US', rpp: 4, bpp: 6, bucketsPage: 2 });
  expect(second?.heroes).toEqual([]);
  expect(second?.buckets.map((b) => b.id)).toEqual([
    'arena-home-docuseries',
    'arena-home-playlists',
    'arena-home-picks',
    'arena-home-news',
  ]);
});
