// Content detail and the news list (routes/content.ts over services/content.ts) on the seeded
// demo catalogue, in either database mode: each type's parts, paging, locales, breadcrumbs,
// cache headers, 404s for unknown items and the wrong type, and bad input.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { cardPage, contentDetail, type ContentDetail } from '../../src/contracts/library.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ seedItems: 120 });
});
afterAll(async () => h?.close());

async function get(realm: string, path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  return h.inject({ method: 'GET', url: `${path}${qs ? `?${qs}` : ''}`, headers: await h.clientHeaders(realm, headers) });
}

async function detail(realm: string, id: string, query: Record<string, string> = {}): Promise<ContentDetail> {
  const res = await get(realm, `/api/v1/content/${id}`, query);
  expect(res.statusCode, res.body).toBe(200);
  return contentDetail.parse(res.json());
}

type Row = { id: string; type: string; parent_id: string | null; position: number; title: string; titles: Record<string, string> };

async function rows(realm: string, where: { type?: string; parent?: string }): Promise<Row[]> {
  let q = h.db.selectFrom('content').select(['id', 'type', 'parent_id', 'position', 'title', 'titles']).where('realm', '=', realm);
  if (where.type) q = q.where('type', '=', where.type);
  if (where.parent) q = q.where('parent_id', '=', where.parent);
  return q.orderBy('position').orderBy('id').execute();
}

async function first(realm: string, type: string): Promise<Row> {
  const row = (await rows(realm, { type }))[0];
  if (!row) throw new Error(`${realm} has no ${type}`);
  return row;
}

test('a series answers its seasons in order, each counting its episodes', async () => {
  const series = await first('arena', 'VOD_SERIES');
  const seasons = await rows('arena', { parent: series.id });
  const answer = await detail('arena', series.id, { type: 'VOD_SERIES', lk: 'en_US' });
  expect(answer.item).toMatchObject({ id: series.id, type: 'VOD_SERIES', title: series.title, seasonCount: seasons.length });
  expect(answer.seasons?.map((s) => s.id)).toEqual(seasons.map((s) => s.id));
  for (const season of answer.seasons ?? []) {
    expect(season.vodCount).toBe((await rows('arena', { parent: season.id })).length);
  }
  expect(answer.children).toBeNull();
  expect(answer.parents).toEqual([]);
  expect(answer.body).toBeNull();
});

test('a season pages its episodes in episode order, with its series as parent', async () => {
  const season = await first('arena', 'VOD_SEASON');
  const episodes = await rows('arena', { parent: season.id });
  expect(episodes.length).toBeGreaterThanOrEqual(3);
  const page1 = await detail('arena', season.id, { type: 'VOD_SEASON', ipp: '2' });
  expect(page1.children).toMatchObject({ page: 1, totalItems: episodes.length, totalPages: Math.ceil(episodes.length / 2) });
  expect(page1.children?.items.map((e) => e.id)).toEqual(episodes.slice(0, 2).map((e) => e.id));
  const page2 = await detail('arena', season.id, { type: 'VOD_SEASON', ipp: '2', p: '2' });
  expect(page2.children?.items.map((e) => e.id)).toEqual(episodes.slice(2, 4).map((e) => e.id));
  expect(page1.parents.map((p) => p.id)).toEqual([season.parent_id]);
  const past = await detail('arena', season.id, { ipp: '2', p: '999' });
  expect(past.children?.items).toEqual([]);
});

test('an episode names its series and season for breadcrumbs, with its duration', async () => {
  const season = await first('arena', 'VOD_SEASON');
  const episode = (await rows('arena', { parent: season.id }))[0];
  if (!episode) throw new Error('a season without episodes');
  const answer = await detail('arena', episode.id, { type: 'VOD_VIDEO' });
  expect(answer.parents.map((p) => [p.type, p.id])).toEqual([
    ['VOD_SERIES', season.parent_id],
    ['VOD_SEASON', season.id],
  ]);
  expect(answer.item.duration).toBeGreaterThan(0);
  expect(answer.children).toBeNull();
});

test('a playlist pages its videos; each video names the playlist', async () => {
  const playlist = await first('cinema', 'VOD_PLAYLIST');
  const videos = await rows('cinema', { parent: playlist.id });
  const answer = await detail('cinema', playlist.id, { type: 'VOD_PLAYLIST', ipp: '50' });
  expect(answer.item.vodCount).toBe(videos.length);
  expect(answer.children?.items.map((v) => v.id)).toEqual(videos.map((v) => v.id));
  expect(answer.children?.items.every((v) => v.type === 'VOD_VIDEO')).toBe(true);
  const video = videos[0];
  if (!video) throw new Error('an empty playlist');
  expect((await detail('cinema', video.id)).parents.map((p) => p.id)).toEqual([playlist.id]);
});

test('a news item answers its text and date; a live event its start and end', async () => {
  const news = await first('arena', 'NEWS');
  const answer = await detail('arena', news.id, { type: 'NEWS' });
  expect(answer.body).toBe(answer.item.description);
  expect(answer.body?.length).toBeGreaterThan(0);
  expect(answer.item.startDate).not.toBeNull();
  const live = await first('arena', 'LIVE_EVENT');
  const event = await detail('arena', live.id, { type: 'LIVE_EVENT' });
  expect(event.item.startDate).not.toBeNull();
  expect(event.item.endDate).not.toBeNull();
});

test('titles follow lk, then Accept-Language, then the realm default', async () => {
  const series = (await rows('arena', { type: 'VOD_SERIES' })).find((s) => s.titles.pt_BR && s.titles.pt_BR !== s.title);
  if (!series?.titles.pt_BR) throw new Error('arena has no series with a Portuguese title');
  expect((await detail('arena', series.id, { lk: 'pt_BR' })).item.title).toBe(series.titles.pt_BR);
  const byHeader = await get('arena', `/api/v1/content/${series.id}`, {}, { 'accept-language': 'pt-BR' });
  expect(contentDetail.parse(byHeader.json()).item.title).toBe(series.titles.pt_BR);
  expect((await detail('arena', series.id, { lk: 'en_US' })).item.title).toBe(series.title);
});

test('the news list is newest first and paged', async () => {
  const res = await get('arena', '/api/v1/news', { ipp: '2' });
  expect(res.statusCode, res.body).toBe(200);
  const page1 = cardPage.parse(res.json());
  const total = (await rows('arena', { type: 'NEWS' })).length;
  expect(page1).toMatchObject({ page: 1, totalItems: total, totalPages: Math.ceil(total / 2) });
  const all = cardPage.parse((await get('arena', '/api/v1/news', { ipp: '50' })).json()).items;
  const dates = all.map((n) => Date.parse(n.startDate ?? ''));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(all.every((n) => n.type === 'NEWS')).toBe(true);
  expect(page1.items.map((n) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
});

test('answers are public and cacheable, with an ETag that answers 304', async () => {
  const season = await first('arena', 'VOD_SEASON');
  const res = await get('arena', `/api/v1/content/${season.id}`);
  expect(res.headers['cache-control']).toMatch(/public/);
  const etag = String(res.headers.etag);
  const again = await get('arena', `/api/v1/content/${season.id}`, {}, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
});

test('an unknown item, one of another realm, or of another type than asked is a 404 in the error shape', async () => {
  const series = await first('arena', 'VOD_SERIES');
  for (const [realm, id, query] of [
    ['arena', 'arena-nothing-1', {}],
    ['cinema', series.id, {}],
    ['arena', series.id, { type: 'VOD_PLAYLIST' }],
  ] as const) {
    const res = await get(realm, `/api/v1/content/${id}`, query);
    expect(res.statusCode).toBe(404);
    expect(apiError.parse(res.json()).code).toBe('NOT_FOUND');
  }
});

test('bad ids and queries are 400s naming the field', async () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/api/v1/content/..%2Fetc', {}, 'id'],
    ['/api/v1/content/arena-series-1', { p: '0' }, 'p'],
    ['/api/v1/content/arena-series-1', { ipp: '51' }, 'ipp'],
    ['/api/v1/content/arena-series-1', { type: 'FILM' }, 'type'],
    ['/api/v1/content/arena-series-1', { other: '1' }, '(root)'],
    ['/api/v1/news', { p: 'x' }, 'p'],
    ['/api/v1/news', { lk: 'no locale' }, 'lk'],
  ];
  for (const [path, query, field] of cases) {
    const res = await get('arena', path, query);
    expect(res.statusCode, path + JSON.stringify(query)).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(JSON.stringify(body.details)).toContain(field);
  }
});
