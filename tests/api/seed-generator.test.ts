// The demo catalogue generator on its own: pure functions, no database. Every expectation is
// derived from a realm's definition (its languages, mix, rails, heroes, live settings) or from
// the generator's inputs, so the rules hold for any demo realm, not only today's three.
import { expect, test } from 'vitest';
import { contentType } from '../../src/contracts/content.ts';
import { realmSettings } from '../../src/contracts/realm.ts';
import { licence } from '../../src/contracts/licence.ts';
import { menuTargetPlatform } from '../../src/contracts/menu.ts';
import { LIVE_NOW_MARGIN_HOURS, MIN_ITEMS, SAMPLE_MEDIA, generateCatalogue } from '../../src/server/db/seed/catalogue.ts';
import { createRng } from '../../src/server/lib/rng.ts';
import { generateRealmSeed } from '../../src/server/db/seed/realm-seed.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';
import { retitle } from '../../src/server/db/seed/text.ts';

const DAY = new Date('2026-03-10T00:00:00Z');
const HOUR = 3_600_000;
const LIVE = DEMO_REALMS.filter((def) => def.settings.hasLive);
const ON_DEMAND = DEMO_REALMS.filter((def) => !def.settings.hasLive);
const otherLanguages = (def: (typeof DEMO_REALMS)[number]) =>
  def.settings.realmLanguages.map((l) => l.language).filter((language) => language !== 'en_US');

test('the random generator repeats itself for the same seed and differs for another', () => {
  const a = createRng('one seed');
  const b = createRng('one seed');
  const c = createRng('another seed');
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
    for (const items of [MIN_ITEMS, 60, 300, 2000])
      expect(generateCatalogue(def, items, DAY).rows, `${def.settings.realm} ${items}`).toHaveLength(items);
    expect(() => generateCatalogue(def, MIN_ITEMS - 1, DAY)).toThrow(RangeError);
  }
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
  let retitled = 0;
  for (const def of DEMO_REALMS) {
    const rows = generateCatalogue(def, 2000, DAY).rows.filter(
      (r) => r.parent_id === null && ['VOD_VIDEO', 'VOD_SERIES', 'VOD_PLAYLIST'].includes(r.type),
    );
    const titles = new Set(rows.map((r) => r.title));
    expect(titles.size, def.settings.realm).toBe(rows.length);
    for (const language of otherLanguages(def)) {
      expect(new Set(rows.map((r) => r.titles[language])).size, `${def.settings.realm} ${language}`).toBe(rows.length);
    }
    // Titles told apart by the realm's repeat pattern ("X" and "X, part II"): the rule above is exercised.
    retitled += rows.filter((r) => titles.has(retitle(r, def.vocabulary.repeatTitle, 2).title)).length;
  }
  expect(retitled).toBeGreaterThan(0);
});

test('live events sit around the anchor day: past ones ended before it, on-air ones span it, upcoming ones start after it', () => {
  expect(LIVE.length).toBeGreaterThan(0);
  for (const def of LIVE) {
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

test('a realm without live has no live events and no events on air, but every other kind of content', () => {
  expect(ON_DEMAND.length).toBeGreaterThan(0);
  for (const def of ON_DEMAND) {
    const { rows, pools } = generateCatalogue(def, 2000, DAY);
    expect(def.liveNowCount, def.settings.realm).toBe(0);
    expect(pools['live-now'], def.settings.realm).toEqual([]);
    expect(new Set(rows.map((r) => r.type)), def.settings.realm).toEqual(new Set(contentType.options.filter((t) => t !== 'LIVE_EVENT')));
  }
  for (const def of LIVE) {
    expect(new Set(generateCatalogue(def, 2000, DAY).rows.map((r) => r.type)), def.settings.realm).toEqual(new Set(contentType.options));
  }
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
  for (const def of DEMO_REALMS) {
    for (const row of generateCatalogue(def, 300, DAY).rows) {
      const container = row.type === 'VOD_SERIES' || row.type === 'VOD_SEASON' || row.type === 'VOD_PLAYLIST';
      expect(row.media, row.id).toBe(container ? null : SAMPLE_MEDIA);
      if (container || row.type === 'LIVE_EVENT') expect(row.duration, row.id).toBeNull();
      else expect(row.duration, row.id).toBeGreaterThan(0);
    }
  }
});

test("titles are localised into each of the realm's other languages, and only those", () => {
  for (const def of DEMO_REALMS) {
    const rows = generateCatalogue(def, 300, DAY).rows;
    const languages = otherLanguages(def).sort();
    for (const row of rows) expect(Object.keys(row.titles).sort(), row.id).toEqual(languages);
    // Translated, not copied: some titles read differently in each other language.
    for (const language of languages) {
      expect(
        rows.some((r) => r.titles[language] !== r.title),
        `${def.settings.realm} ${language}`,
      ).toBe(true);
    }
  }
});

test('each realm gets the rails its definition lists, in order, and its heroes, all pointing at its own items', () => {
  for (const def of DEMO_REALMS) {
    for (const items of [MIN_ITEMS, 300]) {
      const where = `${def.settings.realm} ${items}`;
      const seed = generateRealmSeed(def, items, DAY);
      const { pools } = generateCatalogue(def, items, DAY);
      const ids = new Set(seed.content.map((c) => c.id));
      expect(
        seed.buckets.map((b) => [b.section, b.label_key]),
        where,
      ).toEqual(def.buckets.map((b) => [b.section, b.labelKey]));
      expect(new Set(seed.buckets.map((b) => b.id)).size, where).toBe(seed.buckets.length);
      for (const section of new Set(def.buckets.map((b) => b.section))) {
        const positions = seed.buckets.filter((b) => b.section === section).map((b) => b.position);
        expect(positions, `${where} ${section}`).toEqual(positions.map((_, i) => i));
      }
      // Each defined hero takes an item of its pool no other hero took; only a pool with fewer
      // items than heroes drawing on it leaves some out (in a tiny catalogue).
      const heroPools = new Set(def.heroes.map((x) => x.from));
      const possible = [...heroPools].reduce(
        (sum, pool) => sum + Math.min(def.heroes.filter((x) => x.from === pool).length, pools[pool].length),
        0,
      );
      expect(seed.heroes, `${where} heroes`).toHaveLength(possible);
      expect(possible, `${where} heroes`).toBeGreaterThan(0);
      for (const section of new Set(def.heroes.map((x) => x.section))) {
        const positions = seed.heroes.filter((x) => x.section === section).map((x) => x.position);
        expect(positions.length, `${where} ${section} heroes`).toBeLessThanOrEqual(def.heroes.filter((x) => x.section === section).length);
        expect(positions, `${where} ${section} heroes`).toEqual(positions.map((_, i) => i));
      }
      // Hand-picked rails take at most their count, and only from their pools.
      for (const [index, bucket] of def.buckets.entries()) {
        if (bucket.rule.kind !== 'items') continue;
        const picked = seed.bucketItems.filter((i) => i.bucket_id === seed.buckets[index]?.id).map((i) => i.content_id);
        const allowed = new Set(bucket.rule.from.flatMap((pool) => pools[pool]));
        expect(picked.length, `${where} ${bucket.slug}`).toBeLessThanOrEqual(bucket.rule.count);
        for (const id of picked) expect(allowed.has(id), `${where} ${bucket.slug} ${id}`).toBe(true);
      }
      for (const item of seed.bucketItems) expect(ids.has(item.content_id)).toBe(true);
      for (const hero of seed.heroes) expect(ids.has(hero.content_id)).toBe(true);
      expect(new Set(seed.heroes.map((x) => x.content_id)).size).toBe(seed.heroes.length);
    }
  }
});

test('settings and licences of every realm match the contracts, with labels for each language and menus for every platform', () => {
  for (const def of DEMO_REALMS) {
    const seed = generateRealmSeed(def, MIN_ITEMS, DAY);
    expect(realmSettings.parse(seed.settings)).toEqual(seed.settings);
    for (const l of seed.licences) licence.parse(l);
    expect(seed.labels.map((l) => l.locale)).toEqual(def.settings.realmLanguages.map((l) => l.language));
    expect(seed.menus.map((m) => m.platform)).toEqual(menuTargetPlatform.options);
    for (const bucket of seed.buckets) {
      for (const l of seed.labels) expect(l.translations[bucket.label_key], `${bucket.id} ${l.locale}`).toBeTruthy();
    }
  }
});
