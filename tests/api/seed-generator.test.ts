// The demo catalogue generator on its own: pure functions, no database.
import { expect, test } from 'vitest';
import { realmSettings } from '../../src/contracts/realm.ts';
import { licence } from '../../src/contracts/licence.ts';
import { LIVE_NOW_MARGIN_HOURS, generateCatalogue } from '../../src/server/db/seed/catalogue.ts';
import { createRng } from '../../src/server/lib/rng.ts';
import { generateRealmSeed } from '../../src/server/db/seed/realm-seed.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';

const DAY = new Date('2026-03-10T00:00:00Z');
const HOUR = 3_600_000;
const [arena, cinema, club] = DEMO_REALMS;
if (!arena || !cinema || !club) throw new Error('three demo realms expected');

test('the random generator repeats itself for the same seed and differs for another', () => {
  const a = createRng('arena');
  const b = createRng('arena');
  const c = createRng('cinema');
  const first = Array.from({ length: 5 }, () => a.next());
  expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
  expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
});

test('the same realm, item count and day give exactly the same seed', () => {
  for (const def of DEMO_REALMS) {
    expect(JSON.stringify(generateRealmSeed(def, 300, DAY))).toBe(JSON.stringify(generateRealmSeed(def, 300, DAY)));
  }
});

test('each realm catalogue has exactly the asked number of items, from the minimum up', () => {
  for (const def of DEMO_REALMS) {
    for (const items of [20, 60, 300, 2000])
      expect(generateCatalogue(def, items, DAY).rows, `${def.settings.realm} ${items}`).toHaveLength(items);
  }
  expect(() => generateCatalogue(arena, 19, DAY)).toThrow(RangeError);
});

test('ids are unique and every item has a title, a description and artwork without placeholders left', () => {
  for (const def of DEMO_REALMS) {
    const rows = generateCatalogue(def, 2000, DAY).rows;
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.id.startsWith(`${def.settings.realm}-`)).toBe(true);
      expect(row.title).toMatch(/^\S/);
      expect(`${row.title} ${row.description} ${Object.values(row.titles).join(' ')}`).not.toMatch(/[{}]/);
      expect(row.artwork).toBeTruthy();
    }
  }
});

test('films, series and playlists never share a title within a realm, in any language', () => {
  for (const def of DEMO_REALMS) {
    const rows = generateCatalogue(def, 2000, DAY).rows.filter(
      (r) => r.parent_id === null && ['VOD_VIDEO', 'VOD_SERIES', 'VOD_PLAYLIST'].includes(r.type),
    );
    expect(new Set(rows.map((r) => r.title)).size, def.settings.realm).toBe(rows.length);
    for (const { language } of def.settings.realmLanguages.slice(1)) {
      expect(new Set(rows.map((r) => r.titles[language])).size, `${def.settings.realm} ${language}`).toBe(rows.length);
    }
  }
  expect(generateCatalogue(cinema, 2000, DAY).rows.some((r) => / II$/.test(r.title))).toBe(true);
});

test('live events sit around the anchor day: past ones ended before it, on-air ones span it, upcoming ones start after it', () => {
  for (const def of [arena, club]) {
    const { rows, pools } = generateCatalogue(def, 300, DAY);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const events = (ids: string[]) =>
      ids.map((id) => byId.get(id)).map((r) => ({ start: r?.start_date?.getTime() ?? NaN, end: r?.end_date?.getTime() ?? NaN }));
    const dayStart = DAY.getTime();
    const dayEnd = dayStart + 24 * HOUR;
    expect(pools['live-now']).toHaveLength(def.liveNowCount);
    for (const e of events(pools['live-now'])) {
      expect(e.start).toBeLessThanOrEqual(dayStart - LIVE_NOW_MARGIN_HOURS * HOUR);
      expect(e.end).toBeGreaterThanOrEqual(dayEnd + LIVE_NOW_MARGIN_HOURS * HOUR);
    }
    expect(pools['past-live'].length).toBeGreaterThan(0);
    for (const e of events(pools['past-live'])) expect(e.end).toBeLessThanOrEqual(dayStart);
    expect(pools.upcoming.length).toBeGreaterThan(0);
    for (const e of events(pools.upcoming)) expect(e.start).toBeGreaterThanOrEqual(dayEnd + LIVE_NOW_MARGIN_HOURS * HOUR);
  }
});

test('cinema has no live events at all', () => {
  const { rows } = generateCatalogue(cinema, 2000, DAY);
  expect(rows.some((r) => r.type === 'LIVE_EVENT')).toBe(false);
  expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES', 'VOD_SEASON', 'NEWS']));
});

test('children point at parents of the right type: seasons in series, episodes in seasons, videos in playlists', () => {
  for (const def of DEMO_REALMS) {
    const rows = generateCatalogue(def, 300, DAY).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      const parent = row.parent_id ? byId.get(row.parent_id) : null;
      if (row.type === 'VOD_SEASON') expect(parent?.type).toBe('VOD_SERIES');
      else if (row.parent_id) {
        expect(row.type).toBe('VOD_VIDEO');
        expect(['VOD_SEASON', 'VOD_PLAYLIST']).toContain(parent?.type);
      }
    }
    for (const type of ['VOD_SERIES', 'VOD_PLAYLIST', 'VOD_SEASON']) {
      const containers = rows.filter((r) => r.type === type);
      expect(containers.length, `${def.settings.realm} ${type}`).toBeGreaterThan(0);
      for (const c of containers) expect(rows.some((r) => r.parent_id === c.id)).toBe(true);
    }
  }
});

test('playable items stream the sample media and containers have no media or duration', () => {
  for (const row of generateCatalogue(arena, 300, DAY).rows) {
    const container = row.type === 'VOD_SERIES' || row.type === 'VOD_SEASON' || row.type === 'VOD_PLAYLIST';
    expect(row.media).toBe(container ? null : 'sample');
    if (container || row.type === 'LIVE_EVENT') expect(row.duration).toBeNull();
    else expect(row.duration).toBeGreaterThan(0);
  }
});

test("titles are localised into the realm's other language only", () => {
  const arenaRows = generateCatalogue(arena, 300, DAY).rows;
  expect(arenaRows.every((r) => typeof r.titles.pt_BR === 'string' && Object.keys(r.titles).length === 1)).toBe(true);
  const match = arenaRows.find((r) => r.type === 'LIVE_EVENT');
  expect(match?.title).toContain(' vs ');
  expect(match?.titles.pt_BR).toContain(' x ');
  expect(generateCatalogue(cinema, 300, DAY).rows.every((r) => typeof r.titles.es_ES === 'string')).toBe(true);
  expect(generateCatalogue(club, 300, DAY).rows.every((r) => Object.keys(r.titles).length === 0)).toBe(true);
});

test('each realm has 5 to 8 home rails and 3 to 5 home heroes, all pointing at its own items', () => {
  for (const def of DEMO_REALMS) {
    for (const items of [20, 300]) {
      const seed = generateRealmSeed(def, items, DAY);
      const ids = new Set(seed.content.map((c) => c.id));
      const home = seed.buckets.filter((b) => b.section === 'home');
      expect(home.length).toBeGreaterThanOrEqual(5);
      expect(home.length).toBeLessThanOrEqual(8);
      const heroes = seed.heroes.filter((x) => x.section === 'home');
      expect(heroes.length, `${def.settings.realm} ${items}`).toBeGreaterThanOrEqual(3);
      expect(heroes.length).toBeLessThanOrEqual(5);
      for (const item of seed.bucketItems) expect(ids.has(item.content_id)).toBe(true);
      for (const hero of seed.heroes) expect(ids.has(hero.content_id)).toBe(true);
      expect(new Set(seed.heroes.map((x) => x.content_id)).size).toBe(seed.heroes.length);
    }
  }
});

test('settings and licences of every realm match the contracts, with labels for each language and menus for both platforms', () => {
  for (const def of DEMO_REALMS) {
    const seed = generateRealmSeed(def, 20, DAY);
    expect(realmSettings.parse(seed.settings)).toEqual(seed.settings);
    for (const l of seed.licences) licence.parse(l);
    expect(seed.labels.map((l) => l.locale)).toEqual(def.settings.realmLanguages.map((l) => l.language));
    expect(seed.menus.map((m) => m.platform)).toEqual(['WEB', 'MOBILE_WEB']);
    for (const bucket of seed.buckets) {
      for (const l of seed.labels) expect(l.translations[bucket.label_key], `${bucket.id} ${l.locale}`).toBeTruthy();
    }
  }
});
