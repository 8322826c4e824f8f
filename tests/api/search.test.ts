// Search and popular content (spec §3 "Search result set", §7, §9) over the seeded demo
// catalogue, through the server, in either database mode: exact and misspelt titles, the type
// facet and its counts, pages, live events by start date, the card mapping, locales, realms
// kept apart, the answer cache following catalogue changes, access rules and bad input.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { popularAnswer, SEARCH_TYPES, searchAnswer, type SearchAnswer } from '../../src/contracts/search.ts';
import { startHarness, type Harness } from './harness.ts';

const VPN_EXIT = '203.0.113.66';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ seedItems: 160, config: { vpnAddresses: new Set([VPN_EXIT]) } });
});
afterAll(async () => h?.close());

async function searchRaw(
  realm: string,
  query: Record<string, string>,
  extra: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return h.inject({
    method: 'GET',
    url: `/api/v1/search?${new URLSearchParams(query).toString()}`,
    headers: await h.clientHeaders(realm),
    ...extra,
  });
}

async function search(realm: string, query: Record<string, string>): Promise<SearchAnswer> {
  const res = await searchRaw(realm, query);
  expect(res.statusCode, res.body).toBe(200);
  return searchAnswer.parse(res.json());
}

type Item = { id: string; type: string; title: string; titles: Record<string, string> };

async function items(realm: string, type: string): Promise<Item[]> {
  return h.db
    .selectFrom('content')
    .select(['id', 'type', 'title', 'titles'])
    .where('realm', '=', realm)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}

/** The longest word of a text: distinctive enough to search by. */
const longestWord = (text: string) => (text.match(/[\p{L}]+/gu) ?? []).sort((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? '';

test('an exact title finds its item first in its type, in the answer shape', async () => {
  for (const type of ['VOD_SERIES', 'VOD_PLAYLIST'] as const) {
    const item = (await items('arena', type))[0];
    if (!item) throw new Error(`arena has no ${type}`);
    const answer = await search('arena', { q: item.title, type, lk: 'en_US' });
    expect(answer.hits[0]?.id).toBe(item.id);
    expect(answer.hits[0]?.title).toBe(item.title);
    expect(answer.page).toBe(1);
  }
});

test('a misspelt title still finds the item (trigram similarity), and full-text matches rank above it', async () => {
  const series = await items('cinema', 'VOD_SERIES');
  const item = series.find((s) => longestWord(s.title).length >= 7) ?? series[0];
  if (!item) throw new Error('cinema has no series');
  const word = longestWord(item.title);
  // Two inner letters swapped: no such word or prefix exists, so only similarity can match.
  const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
  expect(typo).not.toBe(word);
  const misspelt = item.title.replace(word, typo);
  const answer = await search('cinema', { q: misspelt, type: 'VOD_SERIES', hitsPerPage: '50', lk: 'en_US' });
  expect(answer.hits.map((hit) => hit.id)).toContain(item.id);

  const exact = await search('cinema', { q: word, type: 'VOD_SERIES', hitsPerPage: '50', lk: 'en_US' });
  expect(exact.hits.map((hit) => hit.id)).toContain(item.id);
  const exactIds = new Set(exact.hits.filter((hit) => new RegExp(`\\b${word}\\b`, 'i').test(hit.title)).map((hit) => hit.id));
  // Whole-word matches come before anything that only looks alike.
  const firstLookAlike = exact.hits.findIndex((hit) => !exactIds.has(hit.id));
  if (firstLookAlike >= 0) expect(exact.hits.slice(firstLookAlike).some((hit) => exactIds.has(hit.id))).toBe(false);
});

test('a misspelt word among words spelt right: the others still narrow the answer, and the page is the same as when spelt right', async () => {
  const series = await items('cinema', 'VOD_SERIES');
  const item = series.find((s) => longestWord(s.title).length >= 7 && s.title.split(' ').length >= 3) ?? series[0];
  if (!item) throw new Error('cinema has no series');
  const word = longestWord(item.title);
  const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
  const right = await search('cinema', { q: item.title, lk: 'en_US' });
  const wrong = await search('cinema', { q: item.title.replace(word, typo), lk: 'en_US' });
  expect(wrong.hits.map((hit) => hit.id)).toContain(item.id);
  expect(wrong.totalHits).toBeLessThanOrEqual(right.totalHits + 5);
  expect(wrong.facets.type.VOD_SERIES).toBeGreaterThan(0);
});

test('the type facet filters hits, and the counts per type are those of the query whatever the filter', async () => {
  const word = longestWord((await items('arena', 'LIVE_EVENT'))[0]?.title ?? '');
  const all = await search('arena', { q: word, hitsPerPage: '50' });
  const counts = all.facets.type;
  expect(Object.keys(counts).sort()).toEqual([...SEARCH_TYPES].sort());
  expect(all.totalHits).toBe(SEARCH_TYPES.reduce((sum, t) => sum + counts[t], 0));
  expect(counts.LIVE_EVENT).toBeGreaterThan(0);
  for (const type of SEARCH_TYPES) {
    const one = await search('arena', { q: word, type, hitsPerPage: '50' });
    expect(one.totalHits).toBe(counts[type]);
    expect(one.facets.type).toEqual(counts);
    expect(one.hits.every((hit) => hit.type === type)).toBe(true);
  }
  const two = await search('arena', { q: word, type: 'VOD_SERIES,LIVE_EVENT', hitsPerPage: '50' });
  expect(two.totalHits).toBe(counts.LIVE_EVENT + counts.VOD_SERIES);
  // Seasons and news are not search types: never a hit.
  expect(all.hits.some((hit) => hit.type === 'VOD_SEASON' || hit.type === 'NEWS')).toBe(false);
});

test('pages: totalPages from hitsPerPage, every hit once, a short last page, no hits beyond it', async () => {
  const word = longestWord((await items('arena', 'VOD_VIDEO'))[0]?.title ?? '');
  const first = await search('arena', { q: word, hitsPerPage: '3' });
  expect(first.totalHits).toBeGreaterThan(3);
  expect(first.totalPages).toBe(Math.ceil(first.totalHits / 3));
  const seen: string[] = [];
  for (let page = 1; page <= first.totalPages; page++) {
    const answer = await search('arena', { q: word, hitsPerPage: '3', p: String(page) });
    expect(answer.page).toBe(page);
    expect(answer.totalHits).toBe(first.totalHits);
    const expected = page < first.totalPages ? 3 : first.totalHits - 3 * (first.totalPages - 1);
    expect(answer.hits).toHaveLength(expected);
    seen.push(...answer.hits.map((hit) => hit.id));
  }
  expect(new Set(seen).size).toBe(first.totalHits);
  const beyond = await search('arena', { q: word, hitsPerPage: '3', p: String(first.totalPages + 1) });
  expect(beyond).toMatchObject({ hits: [], page: first.totalPages + 1, totalPages: first.totalPages, totalHits: first.totalHits });
  // The default page size is the spec's hitsPerPage 10.
  const byDefault = await search('arena', { q: word });
  expect(byDefault.hits).toHaveLength(Math.min(10, first.totalHits));
});

test('live events come sorted by start date, and ahead of the other types in a mixed answer', async () => {
  const word = longestWord((await items('club', 'LIVE_EVENT'))[0]?.title ?? '');
  const live = await search('club', { q: word, type: 'LIVE_EVENT', hitsPerPage: '50' });
  expect(live.hits.length).toBeGreaterThan(1);
  const starts = live.hits.map((hit) => Date.parse(hit.startDate ?? ''));
  expect(starts.every((s) => Number.isFinite(s))).toBe(true);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));

  const mixed = await search('club', { q: word, hitsPerPage: '50' });
  const order = mixed.hits.map((hit) => SEARCH_TYPES.indexOf(hit.type as (typeof SEARCH_TYPES)[number]));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test('cards follow the spec mapping: counts of containers, poster as small cover, the null fields', async () => {
  const series = (await items('cinema', 'VOD_SERIES'))[0];
  const playlist = (await items('cinema', 'VOD_PLAYLIST'))[0];
  if (!series || !playlist) throw new Error('cinema lacks a series or a playlist');
  const children = async (id: string) =>
    Number(
      (
        await h.db
          .selectFrom('content')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('realm', '=', 'cinema')
          .where('parent_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seriesCard = (await search('cinema', { q: series.title, type: 'VOD_SERIES', lk: 'en_US' })).hits[0];
  expect(seriesCard).toMatchObject({ id: series.id, seasonCount: await children(series.id), vodCount: null, favourite: false });
  const playlistCard = (await search('cinema', { q: playlist.title, type: 'VOD_PLAYLIST', lk: 'en_US' })).hits[0];
  expect(playlistCard).toMatchObject({ id: playlist.id, vodCount: await children(playlist.id), seasonCount: null });
  expect(playlistCard?.smallCoverUrl).toBe(`/api/artwork/cinema/poster/${playlist.id}.webp`);
  expect(playlistCard?.thumbnailUrl).toBe(`/api/artwork/cinema/thumb/${playlist.id}.webp`);
  for (const key of [
    'accessLevel',
    'availablePurchases',
    'metaFields',
    'propertyId',
    'sportId',
    'subEvents',
    'tags',
    'tournamentId',
    'watchProgress',
    'watchedAt',
  ] as const) {
    expect(playlistCard?.[key]).toBeNull();
  }
});

test("titles are the locale's, found in that locale, accents or not; an item without one shows the plain title", async () => {
  const item = (await items('arena', 'VOD_SERIES')).find((s) => s.titles.pt_BR && s.titles.pt_BR !== s.title);
  if (!item?.titles.pt_BR) throw new Error('arena has no series with a Portuguese title');
  const portuguese = item.titles.pt_BR;
  const inPortuguese = await search('arena', { q: portuguese, type: 'VOD_SERIES', lk: 'pt_BR' });
  expect(inPortuguese.hits[0]).toMatchObject({ id: item.id, title: portuguese });
  const unaccented = portuguese.normalize('NFD').replace(/\p{Mn}/gu, '');
  expect((await search('arena', { q: unaccented, type: 'VOD_SERIES', lk: 'pt_BR' })).hits[0]?.id).toBe(item.id);
  // The same item in English (the Language header's en-US when lk is absent).
  const inEnglish = await search('arena', { q: item.title, type: 'VOD_SERIES' });
  expect(inEnglish.hits[0]).toMatchObject({ id: item.id, title: item.title });

  // Without its Portuguese title the item reads, and is found, by its plain one.
  const withoutPortuguese = Object.fromEntries(Object.entries(item.titles).filter(([locale]) => locale !== 'pt_BR'));
  await h.app.services.realmData.change(['arena'], (trx) =>
    trx
      .updateTable('content')
      .set({ titles: JSON.stringify(withoutPortuguese) })
      .where('realm', '=', 'arena')
      .where('id', '=', item.id)
      .execute(),
  );
  const fallback = await search('arena', { q: item.title, type: 'VOD_SERIES', lk: 'pt_BR' });
  expect(fallback.hits[0]).toMatchObject({ id: item.id, title: item.title });
});

test("another realm's items are never returned", async () => {
  const cinemaSeries = (await items('cinema', 'VOD_SERIES'))[0];
  if (!cinemaSeries) throw new Error('cinema has no series');
  for (const realm of ['arena', 'club']) {
    const answer = await search(realm, { q: cinemaSeries.title, hitsPerPage: '50' });
    expect(answer.hits.every((hit) => hit.id.startsWith(`${realm}-`))).toBe(true);
  }
});

test('a kept answer is dropped when the catalogue changes: a renamed item is found at once', async () => {
  const word = 'Quasarbeam';
  const before = await searchRaw('club', { q: word });
  expect(searchAnswer.parse(before.json()).totalHits).toBe(0);
  const again = await searchRaw('club', { q: word });
  expect(again.headers.etag).toBe(before.headers.etag);

  const video = (await items('club', 'VOD_VIDEO'))[0];
  if (!video) throw new Error('club has no video');
  await h.app.services.realmData.change(['club'], (trx) =>
    trx
      .updateTable('content')
      .set({ title: `${word} special`, titles: '{}' })
      .where('realm', '=', 'club')
      .where('id', '=', video.id)
      .execute(),
  );
  const after = await search('club', { q: word });
  expect(after.totalHits).toBe(1);
  expect(after.hits[0]).toMatchObject({ id: video.id, title: `${word} special`, type: 'VOD_VIDEO' });
  // The new title's words are known to the spelling correction at once (migration 015's words).
  expect((await search('club', { q: 'Quasrabeam special' })).hits.map((hit) => hit.id)).toEqual([video.id]);
  // And gone again once the item is.
  await h.app.services.realmData.change(['club'], (trx) =>
    trx.deleteFrom('content').where('realm', '=', 'club').where('id', '=', video.id).execute(),
  );
  expect((await search('club', { q: word })).totalHits).toBe(0);
});

test('popular: the most viewed events still to come or on air, and the most viewed videos, playlists and series', async () => {
  const res = await h.inject({ method: 'GET', url: '/api/v1/popular?lk=en_US', headers: await h.clientHeaders('arena') });
  expect(res.statusCode, res.body).toBe(200);
  const answer = popularAnswer.parse(res.json());
  const events = answer.popularEvents.events;
  const vods = answer.popularVods.vods;
  expect(events.length).toBeGreaterThan(0);
  expect(vods).toHaveLength(10);
  const now = Date.now();
  expect(events.every((e) => e.type === 'LIVE_EVENT' && Date.parse(e.endDate ?? '') > now)).toBe(true);
  expect(vods.every((v) => ['VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'].includes(v.type))).toBe(true);
  const views = await h.db.selectFrom('content_views').select(['content_id', 'views']).where('realm', '=', 'arena').execute();
  const viewsOf = new Map(views.map((v) => [v.content_id, Number(v.views)]));
  const counts = vods.map((v) => viewsOf.get(v.id) ?? 0);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const others = (await items('arena', 'VOD_VIDEO')).filter((v) => !vods.some((p) => p.id === v.id));
  const leastViewed = others.sort((a, b) => (viewsOf.get(a.id) ?? 0) - (viewsOf.get(b.id) ?? 0))[0];
  if (!leastViewed) throw new Error('arena has no video outside the popular list');
  expect(viewsOf.get(leastViewed.id) ?? 0).toBeLessThanOrEqual(counts.at(-1) ?? 0);

  // More views make an item popular, at once.
  await h.app.services.realmData.change(['arena'], (trx) =>
    trx
      .insertInto('content_views')
      .values({ realm: 'arena', content_id: leastViewed.id, views: 10_000_000 })
      .onConflict((oc) => oc.columns(['realm', 'content_id']).doUpdateSet({ views: 10_000_000 }))
      .execute(),
  );
  const after = popularAnswer.parse(
    (await h.inject({ method: 'GET', url: '/api/v1/popular?lk=en_US', headers: await h.clientHeaders('arena') })).json(),
  );
  expect(after.popularVods.vods[0]?.id).toBe(leastViewed.id);
});

test('the realm rules of content apply: client headers required, VPN addresses refused where VPNs are not allowed', async () => {
  const bare = await h.inject({ method: 'GET', url: '/api/v1/search?q=night' });
  expect(bare.statusCode).toBeGreaterThanOrEqual(400);
  expect(bare.statusCode).toBeLessThan(500);
  apiError.parse(bare.json());

  const refused = await searchRaw('cinema', { q: 'night' }, { remoteAddress: VPN_EXIT });
  expect(refused.statusCode).toBe(403);
  expect(refused.headers['block-reason']).toBe('VPN');
  expect(apiError.parse(refused.json())).toMatchObject({ code: 'FORBIDDEN', messageKey: 'vpnErrorMessage' });
  const popular = await h.inject({
    method: 'GET',
    url: '/api/v1/popular',
    headers: await h.clientHeaders('cinema'),
    remoteAddress: VPN_EXIT,
  });
  expect(popular.statusCode).toBe(403);
  expect((await searchRaw('arena', { q: 'night' }, { remoteAddress: VPN_EXIT })).statusCode).toBe(200);
});

test.each([
  ['no query', {}, 'q'],
  ['an empty query', { q: '   ' }, 'q'],
  ['an over-long query', { q: 'a'.repeat(101) }, 'q'],
  ['a query without letters or digits', { q: '!!! ???' }, 'q'],
  ['an unknown type', { q: 'night', type: 'MOVIE' }, 'type'],
  ['a type search does not return', { q: 'night', type: 'LIVE_EVENT,NEWS' }, 'type'],
  ['page 0', { q: 'night', p: '0' }, 'p'],
  ['a page out of range', { q: 'night', p: '1001' }, 'p'],
  ['a page that is no number', { q: 'night', p: 'two' }, 'p'],
  ['hitsPerPage 0', { q: 'night', hitsPerPage: '0' }, 'hitsPerPage'],
  ['a huge hitsPerPage', { q: 'night', hitsPerPage: '100000' }, 'hitsPerPage'],
  ['an unknown parameter', { q: 'night', sort: 'title' }, '(root)'],
])('%s is a 400 in the error shape naming the field', async (_what, query: Record<string, string>, field) => {
  const res = await searchRaw('arena', query);
  expect(res.statusCode).toBe(400);
  const error = apiError.parse(res.json());
  expect(error.code).toBe('VALIDATION');
  const fields = (error.details as { fields: { field: string }[] }).fields.map((f) => f.field);
  // A bad entry of the type list is named with its position (type.1).
  expect(fields.some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
});
