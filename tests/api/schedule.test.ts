// The schedule, EPG and upcoming list (routes/schedule.ts), the viewer's favourites and
// watchlists (routes/lists.ts) and fighter rankings, over the real seeded database.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  cardPage,
  fightersAnswer,
  FIGHTER_CATEGORIES,
  scheduleAnswer,
  watchlistDetail,
  watchlistList,
  watchlistSummary,
} from '../../src/contracts/schedule.ts';
import { FIGHTERS_PER_CATEGORY } from '../../src/server/db/seed/schedule.ts';
import { call, newCustomer, newGuest, refused, signIn } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

const DAY = 86_400_000;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const today = () => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};
const range = (from: number, to: number) => ({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });

test('the schedule of a day lists its live events by start, live-now ones included, each on a channel', async () => {
  const res = await call(h, null, 'schedule', { query: range(today(), today() + DAY) });
  expect(res.statusCode).toBe(200);
  const body = scheduleAnswer.parse(res.json());
  expect(body.events.length).toBeGreaterThan(0);
  expect(body.events.every((e) => e.type === 'LIVE_EVENT')).toBe(true);
  const starts = body.events.map((e) => Date.parse(e.startDate ?? ''));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(body.events.some((e) => e.live)).toBe(true);
  // Every event overlaps the range.
  for (const e of body.events) {
    expect(Date.parse(e.startDate ?? '')).toBeLessThan(today() + DAY);
    expect(Date.parse(e.endDate ?? '')).toBeGreaterThan(today());
  }
  // Channels: every event has one of the realm's, and no channel airs two events at once.
  const channels = new Set(body.channels.map((c) => c.id));
  expect(body.events.every((e) => e.channelId !== null && channels.has(e.channelId))).toBe(true);
  for (const id of channels) {
    const slots = body.events
      .filter((e) => e.channelId === id)
      .map((e) => ({ start: Date.parse(e.startDate ?? ''), end: Date.parse(e.endDate ?? '') }));
    slots.forEach((slot, i) => expect(slot.start).toBeGreaterThanOrEqual(slots[i - 1]?.end ?? slot.start));
  }
});

test('a range far from any event is empty; a realm without live events has none', async () => {
  const far = await call(h, null, 'schedule', { query: range(Date.UTC(2001, 0, 1), Date.UTC(2001, 0, 2)) });
  expect(scheduleAnswer.parse(far.json()).events).toEqual([]);
  const cinema = await call(h, null, 'schedule', { realm: 'cinema', query: range(today(), today() + DAY) });
  expect(scheduleAnswer.parse(cinema.json()).events).toEqual([]);
});

test('bad ranges are 400s naming the field', async () => {
  const cases: Record<string, string>[] = [
    {},
    { from: 'yesterday', to: new Date().toISOString() },
    range(today() + DAY, today()),
    range(today(), today()),
    range(today(), today() + 8 * DAY),
    { ...range(today(), today() + DAY), extra: '1' },
  ];
  for (const query of cases) {
    const res = await call(h, null, 'schedule', { query });
    expect(res.statusCode, JSON.stringify(query)).toBe(400);
    expect(refused(res)[1]).toBe('VALIDATION');
  }
  const week = await call(h, null, 'schedule', { query: range(today(), today() + 7 * DAY) });
  expect(week.statusCode).toBe(200);
});

test('upcoming lists events still to start, soonest first, a page at a time', async () => {
  const res = await call(h, null, 'upcoming', {});
  const body = cardPage.parse(res.json());
  expect(body.items.length).toBeGreaterThan(0);
  const now = Date.now();
  expect(body.items.every((c) => c.type === 'LIVE_EVENT' && Date.parse(c.startDate ?? '') > now && !c.live)).toBe(true);
  const past = cardPage.parse((await call(h, null, 'upcoming', { query: { p: String(body.totalPages + 1) } })).json());
  expect(past.items).toEqual([]);
  expect((await call(h, null, 'upcoming', { query: { p: '0' } })).statusCode).toBe(400);
});

test('favourites: idempotent PUT and DELETE, newest first, per user and per profile', async () => {
  const a = await newCustomer(h, 'arena');
  const b = await newCustomer(h, 'arena');
  const add = (s: typeof a, id: string) => call(h, s, 'favouritePut', { params: { id } });
  expect((await add(a, 'arena-vod-3')).json()).toEqual({ id: 'arena-vod-3', favourite: true });
  expect((await add(a, 'arena-vod-3')).statusCode).toBe(200);
  await add(a, 'arena-live-1');
  const list = cardPage.parse((await call(h, a, 'favourites')).json());
  expect(list.items.map((c) => c.id)).toEqual(['arena-live-1', 'arena-vod-3']);
  expect(list.items.every((c) => c.favourite)).toBe(true);
  expect((await call(h, a, 'favouriteIds')).json()).toEqual({ ids: ['arena-live-1', 'arena-vod-3'] });
  // Another account sees none of it.
  expect(cardPage.parse((await call(h, b, 'favourites')).json()).totalItems).toBe(0);
  expect((await call(h, b, 'favouriteGet', { params: { id: 'arena-vod-3' } })).json()).toEqual({ id: 'arena-vod-3', favourite: false });
  // Removing twice answers the same.
  for (let i = 0; i < 2; i++) {
    const res = await call(h, a, 'favouriteDelete', { params: { id: 'arena-vod-3' } });
    expect(res.json()).toEqual({ id: 'arena-vod-3', favourite: false });
  }
  expect((await call(h, a, 'favouriteIds')).json()).toEqual({ ids: ['arena-live-1'] });
  // An item of another realm, or none, is not found.
  expect(refused(await add(a, 'cinema-vod-1'))[0]).toBe(404);
  expect(refused(await add(a, 'no-such-item'))[0]).toBe(404);
  expect(refused(await add(a, '../etc'))[0]).toBe(400);
});

test("a profile's favourites are its own", async () => {
  const main = await signIn(h, 'cinema', 'viewer@cinema.example', 'Main');
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  await call(h, main, 'favouritePut', { params: { id: 'cinema-vod-1' } });
  expect((await call(h, main, 'favouriteIds')).json()).toEqual({ ids: ['cinema-vod-1'] });
  expect((await call(h, kids, 'favouriteIds')).json()).toEqual({ ids: [] });
});

test('lists need a customer: 401 without a token, 403 for a guest', async () => {
  expect(refused(await call(h, null, 'favourites'))[0]).toBe(401);
  const guest = await newGuest(h, 'arena');
  expect(refused(await call(h, guest, 'favouritePut', { params: { id: 'arena-vod-3' } }))[0]).toBe(403);
  expect(refused(await call(h, guest, 'watchlists'))[0]).toBe(403);
});

test('watchlists: create, rename, add and remove items, delete; names unique; others cannot see them', async () => {
  const a = await newCustomer(h, 'cinema');
  const b = await newCustomer(h, 'cinema');
  const created = await call(h, a, 'watchlistCreate', { body: { name: ' Weekend ' } });
  expect(created.statusCode).toBe(201);
  const list = watchlistSummary.parse(created.json());
  expect(list).toMatchObject({ name: 'Weekend', itemCount: 0 });
  expect(refused(await call(h, a, 'watchlistCreate', { body: { name: 'Weekend' } }))).toEqual([409, 'CONFLICT', 'watchlistNameTaken']);
  expect(refused(await call(h, a, 'watchlistCreate', { body: { name: '' } }))[0]).toBe(400);

  const params = { id: list.id, contentId: 'cinema-vod-1' };
  expect(watchlistSummary.parse((await call(h, a, 'watchlistItemPut', { params })).json()).itemCount).toBe(1);
  expect(watchlistSummary.parse((await call(h, a, 'watchlistItemPut', { params })).json()).itemCount).toBe(1);
  await call(h, a, 'watchlistItemPut', { params: { id: list.id, contentId: 'cinema-vod-2' } });
  const detail = watchlistDetail.parse((await call(h, a, 'watchlistGet', { params: { id: list.id } })).json());
  expect(detail.items.map((c) => c.id)).toEqual(['cinema-vod-2', 'cinema-vod-1']);

  const renamed = await call(h, a, 'watchlistRename', { params: { id: list.id }, body: { name: 'Friday' } });
  expect(watchlistSummary.parse(renamed.json())).toEqual({ id: list.id, name: 'Friday', itemCount: 2 });
  expect(watchlistList.parse((await call(h, a, 'watchlists')).json()).watchlists).toEqual([{ id: list.id, name: 'Friday', itemCount: 2 }]);

  // Another account: its own (empty) lists, and this one is not found for it.
  expect(watchlistList.parse((await call(h, b, 'watchlists')).json()).watchlists).toEqual([]);
  expect(refused(await call(h, b, 'watchlistGet', { params: { id: list.id } }))[0]).toBe(404);
  expect(refused(await call(h, b, 'watchlistItemPut', { params }))[0]).toBe(404);
  expect(refused(await call(h, b, 'watchlistDelete', { params: { id: list.id } }))[0]).toBe(404);

  const removed = await call(h, a, 'watchlistItemDelete', { params });
  expect(watchlistSummary.parse(removed.json()).itemCount).toBe(1);
  expect((await call(h, a, 'watchlistDelete', { params: { id: list.id } })).json()).toEqual({ ok: true });
  expect(refused(await call(h, a, 'watchlistGet', { params: { id: list.id } }))[0]).toBe(404);
  expect(refused(await call(h, a, 'watchlistGet', { params: { id: 'not-a-uuid' } }))[0]).toBe(400);
});

test('fighters: every category of the spec with its top five, and one category a slice at a time', async () => {
  const res = await call(h, null, 'fighters');
  const body = fightersAnswer.parse(res.json());
  expect(body.rankings.map((r) => r.category)).toEqual([...FIGHTER_CATEGORIES]);
  for (const r of body.rankings) {
    expect(r.fighters.map((f) => f.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(r.total).toBe(FIGHTERS_PER_CATEGORY);
  }
  const more = fightersAnswer.parse(
    (await call(h, null, 'fighters', { query: { category: 'heavyweight', offset: '5', limit: '5' } })).json(),
  );
  expect(more.rankings).toHaveLength(1);
  expect(more.rankings[0]?.fighters.map((f) => f.rank)).toEqual([6, 7, 8, 9, 10]);
  expect((await call(h, null, 'fighters', { query: { category: 'cruiserweight' } })).statusCode).toBe(400);
  expect((await call(h, null, 'fighters', { query: { limit: '5001' } })).statusCode).toBe(400);
  // A realm without rankings answers none.
  expect(fightersAnswer.parse((await call(h, null, 'fighters', { realm: 'cinema' })).json()).rankings).toEqual([]);
});
