// Watch progress and the player's public details (routes/watch.ts, services/watch.ts) over the
// real database: who may save and read, isolation between accounts and profiles, history's
// paging and order, bad input, and the player item and multi-view answers.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { multiViewEvents, playerItem, progressAnswer, progressList } from '../../src/contracts/progress.ts';
import { call, newCustomer, newGuest, refused, signIn, type Session } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
/** Playable on-demand items of arena and cinema, in a fixed order. */
let arenaVods: string[];
const vod = (i: number): string => arenaVods[i] ?? 'none';
let cinemaVod: string;

async function playable(realm: string, type: string): Promise<string[]> {
  const rows = await h.db
    .selectFrom('content')
    .select('id')
    .where('realm', '=', realm)
    .where('type', '=', type)
    .where('media', 'is not', null)
    .orderBy('id')
    .limit(30)
    .execute();
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  h = await startHarness();
  arenaVods = await playable('arena', 'VOD_VIDEO');
  cinemaVod = (await playable('cinema', 'VOD_VIDEO'))[0] ?? 'none';
});

afterAll(async () => {
  await h.close();
});

const save = (s: Session | null, id: string, body: unknown) => call(h, s, 'progressSave', { params: { id }, body });
const read = async (s: Session, id: string) => progressAnswer.parse((await call(h, s, 'progressGet', { params: { id } })).json()).progress;
const history = async (s: Session, query: Record<string, string> = {}) => {
  const res = await call(h, s, 'progressList', { query });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return progressList.parse(res.json());
};

test('a viewer saves a position and reads it back; saving again moves it', async () => {
  const viewer = await newCustomer(h, 'arena');
  const id = vod(0);
  expect(await read(viewer, id)).toBeNull();
  const res = await save(viewer, id, { position: 42, duration: 600 });
  expect(res.statusCode, res.body).toBe(200);
  expect(progressAnswer.parse(res.json()).progress).toMatchObject({ contentId: id, position: 42, duration: 600 });
  await save(viewer, id, { position: 90, duration: 600 });
  expect(await read(viewer, id)).toMatchObject({ position: 90, duration: 600 });
});

test('guests keep progress of their own; nobody without a token does', async () => {
  const guest = await newGuest(h, 'arena');
  expect((await save(guest, vod(0), { position: 5, duration: 600 })).statusCode).toBe(200);
  expect(await read(guest, vod(0))).toMatchObject({ position: 5 });
  expect(refused(await save(null, vod(0), { position: 5, duration: 600 }))[0]).toBe(401);
  expect(refused(await call(h, null, 'progressList'))[0]).toBe(401);
  expect(refused(await call(h, null, 'progressGet', { params: { id: vod(0) } }))[0]).toBe(401);
});

test('progress belongs to one account and one profile', async () => {
  const a = await newCustomer(h, 'arena');
  const b = await newCustomer(h, 'arena');
  await save(a, vod(1), { position: 100, duration: 600 });
  expect(await read(b, vod(1))).toBeNull();
  expect((await history(b)).totalItems).toBe(0);

  const main = await signIn(h, 'cinema', 'viewer@cinema.example', 'Main');
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  await save(main, cinemaVod, { position: 300, duration: 900 });
  expect(await read(kids, cinemaVod)).toBeNull();
  await save(kids, cinemaVod, { position: 20, duration: 900 });
  expect(await read(main, cinemaVod)).toMatchObject({ position: 300 });
  expect(await read(kids, cinemaVod)).toMatchObject({ position: 20 });
  // Another realm's token is refused whatever the item.
  expect(refused(await call(h, main, 'progressGet', { params: { id: cinemaVod }, realm: 'arena' }))[0]).toBe(401);
});

test('history lists watched items newest first with their cards, page by page', async () => {
  const viewer = await newCustomer(h, 'arena');
  const watched = arenaVods.slice(0, 5);
  // One at a time, so each is newer than the last.
  for (const [i, id] of watched.entries()) expect((await save(viewer, id, { position: 10 + i, duration: 600 })).statusCode).toBe(200);
  const first = await history(viewer, { perPage: '2' });
  expect(first).toMatchObject({ page: 1, totalPages: 3, totalItems: 5 });
  const all = [
    ...first.items,
    ...(await history(viewer, { perPage: '2', p: '2' })).items,
    ...(await history(viewer, { perPage: '2', p: '3' })).items,
  ];
  expect(all.map((e) => e.contentId)).toEqual([...watched].reverse());
  expect(all[0]).toMatchObject({ position: 14, duration: 600, item: { id: watched[4], type: 'VOD_VIDEO' } });
  expect(all[0]?.item.title.length).toBeGreaterThan(0);
  // Watching an older one again brings it to the top.
  await save(viewer, vod(0), { position: 50, duration: 600 });
  expect((await history(viewer, { perPage: '1' })).items[0]).toMatchObject({ contentId: watched[0], position: 50 });
  expect((await history(viewer, { p: '9' })).items).toEqual([]);
});

test('bad input is a 400 in the error shape; an unknown or unplayable item is a 404', async () => {
  const viewer = await newCustomer(h, 'arena');
  const id = vod(0);
  for (const body of [
    {},
    { position: -1, duration: 600 },
    { position: 700, duration: 600 },
    { position: 1, duration: 0 },
    { position: 1.5, duration: 600 },
    { position: '1', duration: 600 },
    { position: 1, duration: 600, extra: true },
  ]) {
    expect(refused(await save(viewer, id, body)), JSON.stringify(body)).toEqual([400, 'VALIDATION', expect.any(String)]);
  }
  expect(refused(await save(viewer, 'no such/id', { position: 1, duration: 2 }))[0]).toBe(400);
  const badQueries: Record<string, string>[] = [{ p: '0' }, { perPage: '51' }, { p: 'x' }, { other: '1' }];
  for (const query of badQueries) {
    expect(refused(await call(h, viewer, 'progressList', { query }))[0], JSON.stringify(query)).toBe(400);
  }
  expect(refused(await save(viewer, 'arena-missing-item', { position: 1, duration: 2 }))).toEqual([
    404,
    expect.any(String),
    expect.any(String),
  ]);
  const [series] = await playable('arena', 'VOD_SERIES');
  if (series) expect(refused(await save(viewer, series, { position: 1, duration: 2 }))[0]).toBe(404);
});

test("the player item answers an item's public card and whether it plays", async () => {
  const res = await call(h, null, 'playerItem', { params: { id: vod(0) } });
  expect(res.statusCode, res.body).toBe(200);
  const answer = playerItem.parse(res.json());
  expect(answer).toMatchObject({ playable: true, item: { id: arenaVods[0], type: 'VOD_VIDEO' } });
  expect(refused(await call(h, null, 'playerItem', { params: { id: 'arena-missing-item' } }))[0]).toBe(404);
  expect(refused(await call(h, null, 'playerItem', { params: { id: vod(0) }, realm: 'cinema' }))[0]).toBe(404);
});

test('multi-view offers the live events on air now, and none where the realm has no live', async () => {
  const arena = multiViewEvents.parse((await call(h, null, 'multiViewEvents')).json());
  expect(arena.items.length).toBeGreaterThanOrEqual(2);
  expect(arena.items.every((i) => i.type === 'LIVE_EVENT' && i.live)).toBe(true);
  const cinema = multiViewEvents.parse((await call(h, null, 'multiViewEvents', { realm: 'cinema' })).json());
  expect(cinema.items).toEqual([]);
});
