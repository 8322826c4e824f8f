// The answer cache (routes/public-cache.ts, decision 0013): public answers are kept in memory
// and dropped when their realm's version counter moves; a write made the way an operator or
// another instance makes it (rows, then bumpRealmVersions) shows on the next request, a second
// server over the same database sees the first one's writes within its check interval, answers
// with events follow the clock, and a request with Authorization never touches the cache.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { initResponse } from '../../src/contracts/init.ts';
import { labels } from '../../src/contracts/labels.ts';
import { pageContent } from '../../src/contracts/content.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { buildApp } from '../../src/server/app.ts';
import { openDb } from '../../src/server/db/index.ts';
import { bumpRealmVersions, readRealmVersions } from '../../src/server/db/realm-version.ts';
import { moveDemoSchedules } from '../../src/server/db/seed/anchor.ts';
import { createByteLru } from '../../src/server/lib/byte-lru.ts';
import { DB_MODE, startHarness, type Harness } from './harness.ts';
import { insertRealms, setSignIn, testRealm } from './realm-fixture.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const HOME = { lk: 'en_US', rpp: '6', bpp: '4' };

async function labelsOf(app: FastifyInstance, realm: string, extra: Record<string, string> = {}) {
  const res = await app.inject({ url: apiPath.labels('en_US'), headers: await h.clientHeaders(realm, extra) });
  return labels.parse(res.json()).translations;
}

async function homeOf(app: FastifyInstance, realm: string, extra: Record<string, string> = {}) {
  const res = await app.inject({ url: apiPath.section('home'), query: HOME, headers: await h.clientHeaders(realm, extra) });
  expect(res.statusCode).toBe(200);
  return pageContent.parse(res.json());
}

test('a label written without a bump is not seen (the answer is cached); with the bump it is, on the next request', async () => {
  const before = await labelsOf(h.app, 'arena');
  await setSignIn(h.db, 'arena', 'Log on');
  expect((await labelsOf(h.app, 'arena')).signIn).toBe(before.signIn);
  await bumpRealmVersions(h.db, ['arena']);
  expect((await labelsOf(h.app, 'arena')).signIn).toBe('Log on');
  // init carries the same labels, and other realms were not touched.
  const init = await h.inject({ url: apiPath.init(), query: { lk: 'en_US' }, headers: await h.clientHeaders('arena') });
  expect(initResponse.parse(init.json()).labels?.translations.signIn).toBe('Log on');
  expect((await labelsOf(h.app, 'club')).signIn).not.toBe('Log on');
});

test('a catalogue change with the bump shows in section pages and init on the next request', async () => {
  const first = (await homeOf(h.app, 'cinema')).buckets[0]?.contentList.items[0];
  if (!first) throw new Error('cinema home has a first card');
  await h.db
    .updateTable('content')
    .set({ title: 'Retitled by an operator', titles: '{}' })
    .where('realm', '=', 'cinema')
    .where('id', '=', first.id)
    .execute();
  expect((await homeOf(h.app, 'cinema')).buckets[0]?.contentList.items[0]?.title).toBe(first.title);
  await bumpRealmVersions(h.db, ['cinema']);
  expect((await homeOf(h.app, 'cinema')).buckets[0]?.contentList.items[0]?.title).toBe('Retitled by an operator');
  const init = await h.inject({ url: apiPath.init(), query: HOME, headers: await h.clientHeaders('cinema') });
  expect(initResponse.parse(init.json()).content?.buckets[0]?.contentList.items[0]?.title).toBe('Retitled by an operator');
});

test('a request with Authorization bypasses the cache, and leaves nothing in it', async () => {
  await setSignIn(h.db, 'club', 'Members, enter');
  const guest = await labelsOf(h.app, 'club');
  expect(guest.signIn).not.toBe('Members, enter');
  const init = await h.inject({
    url: apiPath.init(),
    query: { lk: 'en_US' },
    headers: await h.clientHeaders('club', { authorization: 'Mixed token refresh' }),
  });
  expect(initResponse.parse(init.json()).labels?.translations.signIn).toBe('Members, enter');
  expect((await labelsOf(h.app, 'club', { authorization: 'Mixed token refresh' })).signIn).toBe('Members, enter');
  // The guest copy is still the cached one: the signed-in answers were not stored.
  expect((await labelsOf(h.app, 'club')).signIn).toBe(guest.signIn);
  await bumpRealmVersions(h.db, ['club']);
  expect((await labelsOf(h.app, 'club')).signIn).toBe('Members, enter');
});

test('writes through realmData.change are seen here at once, and by a second instance within its check interval', async () => {
  // PostgreSQL: the second instance has a pool of its own on the same database. PGlite: the same handle.
  const otherDb = DB_MODE === 'postgres' ? await openDb({ databaseUrl: h.config.databaseUrl, dataDir: null }) : h.db;
  const checkMs = 1000;
  const config = { ...h.config, cacheCheckMs: checkMs, demoSchedule: false };
  const one = await buildApp(config, { db: h.db, seed: false });
  const two = await buildApp(config, { db: otherDb, seed: false });
  try {
    const before = (await labelsOf(two, 'arena')).signIn;
    const readAt = performance.now();
    expect((await labelsOf(one, 'arena')).signIn).toBe(before);
    await one.services.realmData.change(['arena'], (trx) => setSignIn(trx, 'arena', 'Step in'));
    expect((await labelsOf(one, 'arena')).signIn).toBe('Step in');
    // The second instance answers from its copy until its interval has passed (checked only
    // when this machine was quick enough to ask within it), then re-reads the counters.
    const stale = (await labelsOf(two, 'arena')).signIn;
    if (performance.now() - readAt < checkMs * 0.8) expect(stale).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, checkMs + 50));
    expect((await labelsOf(two, 'arena')).signIn).toBe('Step in');
  } finally {
    await one.close();
    await two.close();
    if (otherDb !== h.db) await otherDb.destroy();
  }
});

test('a new realm (inserted and bumped) is in the directory and answers at once', async () => {
  const directory = async () => (await h.inject({ url: apiPath.realms() })).json<{ realm: string }[]>().map((r) => r.realm);
  expect(await directory()).not.toContain('fresh-realm');
  await insertRealms(h.db, [testRealm('fresh-realm', { title: 'Fresh' })]);
  expect(await directory()).toContain('fresh-realm');
  expect((await h.inject({ url: apiPath.realmByName('fresh-realm') })).statusCode).toBe(200);
});

test('pages with events follow the clock: an event that ends changes the answer without any write', async () => {
  const row = await h.db
    .selectFrom('content')
    .select(['start_date', 'end_date'])
    .where('realm', '=', 'arena')
    .where('type', '=', 'LIVE_EVENT')
    .where('start_date', '<=', new Date())
    .where('end_date', '>', new Date())
    .orderBy('end_date')
    .executeTakeFirst();
  if (!row?.end_date) throw new Error('arena has an event on air');
  let clock = new Date();
  const app = await buildApp({ ...h.config, demoSchedule: false }, { db: h.db, seed: false, now: () => clock });
  try {
    const count = async () => {
      const res = await app.inject({ url: apiPath.init(), query: { countEvents: 'LIVE' }, headers: await h.clientHeaders('arena') });
      return initResponse.parse(res.json()).eventCount;
    };
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(before);
    clock = new Date(new Date(row.end_date).getTime() + 1);
    const arena = await app.services.realms.byName('arena');
    if (!arena) throw new Error('arena is seeded');
    expect(await count()).toBe(await app.services.catalogue.liveNowCount(arena));
  } finally {
    await app.close();
  }
});

test('moving the demo schedule bumps the versions of the realms it moved, and only those', async () => {
  const before = await readRealmVersions(h.db);
  const tomorrow = new Date(Date.now() + 86_400_000);
  const moved = await moveDemoSchedules(h.db, tomorrow);
  const after = await readRealmVersions(h.db);
  expect(Object.keys(moved).sort()).toEqual(['arena', 'cinema', 'club']);
  for (const realm of Object.keys(moved)) expect(after.get(realm), realm).not.toBe(before.get(realm));
  expect(after.get('fresh-realm')).toBe(before.get('fresh-realm'));
  await moveDemoSchedules(h.db, new Date());
});

test('cached answers are sent compressed from kept bytes, and are the same JSON', async () => {
  const url = apiPath.section('home');
  const headers = await h.clientHeaders('arena');
  const plain = await h.inject({ url, query: HOME, headers });
  const br = await h.inject({ url, query: HOME, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
  const gzip = await h.inject({ url, query: HOME, headers: { ...headers, 'accept-encoding': 'gzip' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  for (const res of [plain, br, gzip]) {
    expect(String(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers.etag).toBe(plain.headers.etag);
  }
  expect((await h.inject({ url, query: HOME, headers: { ...headers, 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
});

test('a kept answer is first sent quickly compressed, then as its smaller best form: the same JSON, the same ETag', async () => {
  const headers = { ...(await h.clientHeaders('arena')), 'accept-encoding': 'br' };
  const url = apiPath.labels('en_US');
  const plain = await h.inject({ url, headers: await h.clientHeaders('arena') });
  const first = await h.inject({ url, headers });
  // The better form is made on a worker thread; the answers switch to it once it is there.
  let later = first;
  await vi.waitFor(
    async () => {
      later = await h.inject({ url, headers });
      expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    },
    { timeout: 10_000, interval: 50 },
  );
  expect(brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
  expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  expect(later.headers.etag).toBe(first.headers.etag);
  expect(later.headers.etag).toBe(plain.headers.etag);
});

test('with CACHE_MAX_MB=0 nothing is kept: a write shows without a bump, answers keep their ETag', async () => {
  const app = await buildApp({ ...h.config, cacheMaxBytes: 0, demoSchedule: false }, { db: h.db, seed: false });
  try {
    await setSignIn(h.db, 'cinema', 'Come in');
    expect((await labelsOf(app, 'cinema')).signIn).toBe('Come in');
    await setSignIn(h.db, 'cinema', 'Come on in');
    const res = await app.inject({ url: apiPath.labels('en_US'), headers: await h.clientHeaders('cinema') });
    expect(labels.parse(res.json()).translations.signIn).toBe('Come on in');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  } finally {
    await app.close();
    await bumpRealmVersions(h.db, ['cinema']);
  }
});

test('the byte budget holds: least recently used answers go first, a recently read one stays', () => {
  const lru = createByteLru<string>(1000);
  for (const key of ['a', 'b', 'c']) lru.set(key, key, 300);
  expect(lru.get('a')).toBe('a');
  lru.set('d', 'd', 300);
  expect(lru.get('b')).toBeUndefined();
  expect(lru.get('a')).toBe('a');
  lru.set('huge', 'huge', 2000);
  expect(lru.get('huge')).toBeUndefined();
  expect(lru.stats().bytes).toBeLessThanOrEqual(1000);
});
