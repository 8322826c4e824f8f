// The analytics collector (routes/analytics.ts, services/analytics.ts) over the real database:
// a batch is stored once however often it arrives (one after another or at the same moment),
// plain-text JSON and JSON bodies, every field of a bad body named, the size limit, realms that
// have not switched the collector on, the config answer and the development read.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ANALYTICS_MAX_ATTRIBUTES,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  analyticsBatchAnswer,
  analyticsConfig,
  analyticsStored,
  type AnalyticsBatch,
} from '../../src/contracts/analytics.ts';
import { operationPath } from '../../src/contracts/operations.ts';
import { refusal, refused } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
const BATCH_PATH = operationPath('analyticsBatch', {});

function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});

afterAll(async () => {
  await h.close();
});

function batch(events = 3, sessionId: string = randomUUID()): AnalyticsBatch {
  return {
    id: randomUUID(),
    sessionId,
    sentAt: new Date().toISOString(),
    events: Array.from({ length: events }, (_, i) => ({
      id: randomUUID(),
      name: i === 0 ? 'Page Viewed' : 'Licence Selected',
      timestamp: new Date(Date.UTC(2030, 0, 1, 12, 0, i)).toISOString(),
      attributes: { view: 'home', index: i, loggedIn: false, licence: null },
    })),
  };
}

async function post(body: unknown, options: { realm?: string; type?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const headers = await h.clientHeaders(options.realm ?? 'arena', {
    'content-type': options.type ?? 'text/plain;charset=UTF-8',
    ...options.headers,
  });
  return h.inject({ method: 'POST', url: BATCH_PATH, headers, payload: options.raw ?? JSON.stringify(body) });
}

/** What the database holds for a session, read through the app's own service. */
const storedFor = (sessionId: string, realm = 'arena') => h.app.services.analytics.stored(realm, { sessionId });

test('a plain-text JSON batch is stored with its events; sent again it answers 200 and stores nothing new', async () => {
  const b = batch(3);
  const first = await post(b);
  expect(first.statusCode, first.body).toBe(201);
  expect(first.headers['cache-control']).toBe('no-store');
  expect(analyticsBatchAnswer.parse(first.json())).toEqual({ batchId: b.id, stored: true, events: 3 });

  const again = await post(b);
  expect(again.statusCode, again.body).toBe(200);
  expect(analyticsBatchAnswer.parse(again.json())).toEqual({ batchId: b.id, stored: false, events: 0 });

  const stored = await storedFor(b.sessionId);
  expect(stored.batches).toBe(1);
  expect(stored.events.map((e) => e.id).sort()).toEqual(b.events.map((e) => e.id).sort());
  expect(stored.events.every((e) => e.batchId === b.id)).toBe(true);
  const row = await h.db
    .selectFrom('analytics_event')
    .select(['attributes', 'name'])
    .where('id', '=', at(b.events, 1).id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ name: 'Licence Selected', attributes: { view: 'home', index: 1, loggedIn: false, licence: null } });
});

test('the same batch sent ten times at once is stored once', async () => {
  const b = batch(5);
  const answers = await Promise.all(Array.from({ length: 10 }, () => post(b)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  const stored = await storedFor(b.sessionId);
  expect(stored.batches).toBe(1);
  expect(stored.events).toHaveLength(5);
});

test('application/json bodies are taken too', async () => {
  const b = batch(1);
  const res = await post(b, { type: 'application/json' });
  expect(res.statusCode, res.body).toBe(201);
  expect((await storedFor(b.sessionId)).events).toHaveLength(1);
});

test('an event already stored under another batch id is not stored twice', async () => {
  const first = batch(2);
  await post(first);
  const second = { ...batch(1, first.sessionId), events: [at(first.events, 0), at(batch(1).events, 0)] };
  const res = await post(second);
  expect(res.statusCode, res.body).toBe(201);
  expect(analyticsBatchAnswer.parse(res.json()).events).toBe(1);
  expect((await storedFor(first.sessionId)).events).toHaveLength(3);
});

describe('bad bodies are refused with 400 naming the field, and store nothing', () => {
  const good = batch(2);
  const event = at(good.events, 0);
  const withEvent = (change: Record<string, unknown>) => ({ ...good, events: [{ ...event, ...change }] });
  const cases: [string, unknown, string][] = [
    ['batch id not a uuid', { ...good, id: 'batch-1' }, 'id'],
    ['batch id missing', { ...good, id: undefined }, 'id'],
    ['session id not a uuid', { ...good, sessionId: 42 }, 'sessionId'],
    ['sentAt not a date', { ...good, sentAt: 'yesterday' }, 'sentAt'],
    ['no events', { ...good, events: [] }, 'events'],
    ['events not a list', { ...good, events: {} }, 'events'],
    ['too many events', { ...good, events: batch(ANALYTICS_MAX_EVENTS_PER_BATCH + 1).events }, 'events'],
    ['an event id twice', { ...good, events: [event, event] }, 'events'],
    ['unknown batch field', { ...good, extra: true }, '(root)'],
    ['event id not a uuid', withEvent({ id: 'e1' }), 'events.0.id'],
    ['event name empty', withEvent({ name: '  ' }), 'events.0.name'],
    ['event name too long', withEvent({ name: 'n'.repeat(101) }), 'events.0.name'],
    ['event timestamp not a date', withEvent({ timestamp: 1700000000 }), 'events.0.timestamp'],
    ['attributes not an object', withEvent({ attributes: 'x' }), 'events.0.attributes'],
    ['attribute value an object', withEvent({ attributes: { nested: { a: 1 } } }), 'events.0.attributes.nested'],
    ['attribute value too long', withEvent({ attributes: { long: 'v'.repeat(513) } }), 'events.0.attributes.long'],
    [
      'too many attributes',
      withEvent({ attributes: Object.fromEntries(Array.from({ length: ANALYTICS_MAX_ATTRIBUTES + 1 }, (_, i) => [`k${i}`, i])) }),
      'events.0.attributes',
    ],
    ['unknown event field', withEvent({ colour: 'red' }), 'events.0'],
    // PostgreSQL keeps no NUL in text or jsonb: refused here rather than failing in the database.
    ['event name with a NUL character', withEvent({ name: 'Page\u0000Viewed' }), 'events.0.name'],
    ['attribute value with a NUL character', withEvent({ attributes: { view: 'ho\u0000me' } }), 'events.0.attributes.view'],
    ['attribute key with a NUL character', withEvent({ attributes: { 'vi\u0000ew': 'home' } }), 'events.0.attributes.vi\u0000ew'],
  ];
  test.each(cases)('%s', async (_what, body, field) => {
    const res = await post(body);
    expect(refused(res)).toEqual([400, 'VALIDATION', 'generic']);
    const fields = (refusal(res).details?.fields ?? []) as { field: string }[];
    expect(fields.map((f) => f.field)).toContain(field);
    expect((await h.db.selectFrom('analytics_batch').select('id').where('id', '=', good.id).execute()).length).toBe(0);
  });

  test('text that is not JSON', async () => {
    const res = await post(null, { raw: '{"id": ' });
    expect(refused(res)).toEqual([400, 'BAD_REQUEST', 'generic']);
  });

  test('no body at all', async () => {
    const res = await post(null, { raw: '' });
    expect(res.statusCode).toBe(400);
    refusal(res);
  });

  test('a body over the size limit', async () => {
    const res = await post(null, { raw: JSON.stringify({ pad: 'x'.repeat(ANALYTICS_MAX_BATCH_BYTES) }) });
    expect(res.statusCode).toBe(413);
    refusal(res);
  });
});

test('the client headers come first: a wrong key is 401 (the client stops until it is fixed), an unknown realm 404', async () => {
  const b = batch(1);
  expect(refused(await post(b, { headers: { 'x-api-key': 'wrong' } }))[0]).toBe(401);
  expect(refused(await post(b, { headers: { realm: 'nowhere' } }))[0]).toBe(404);
  expect((await storedFor(b.sessionId)).batches).toBe(0);
});

test('realms whose customer-data provider is not enabled with the string "true" refuse batches with 403', async () => {
  // cinema's provider says enabled: 'false'; club has none.
  for (const realm of ['cinema', 'club']) {
    const b = batch(1);
    expect(refused(await post(b, { realm }))).toEqual([403, 'FORBIDDEN', 'generic']);
    expect((await storedFor(b.sessionId, realm)).batches).toBe(0);
  }
});

test('the config answer says whether collection is on, with the batch limits', async () => {
  const read = async (realm: string) => {
    const res = await h.inject({ method: 'GET', url: operationPath('analyticsConfig', {}), headers: await h.clientHeaders(realm) });
    expect(res.statusCode, res.body).toBe(200);
    return analyticsConfig.parse(res.json());
  };
  expect(await read('arena')).toEqual({
    enabled: true,
    maxEventsPerBatch: ANALYTICS_MAX_EVENTS_PER_BATCH,
    maxBatchBytes: ANALYTICS_MAX_BATCH_BYTES,
  });
  expect((await read('cinema')).enabled).toBe(false);
});

test("the development read lists the caller's realm's events only, filtered by session and name", async () => {
  const b = batch(3);
  await post(b);
  const url = operationPath('analyticsStored', {});
  const arena = await h.inject({
    method: 'GET',
    url,
    query: { sessionId: b.sessionId, name: 'Page Viewed' },
    headers: await h.clientHeaders('arena'),
  });
  expect(arena.statusCode, arena.body).toBe(200);
  expect(analyticsStored.parse(arena.json()).events.map((e) => e.id)).toEqual([at(b.events, 0).id]);
  const cinema = await h.inject({ method: 'GET', url, query: { sessionId: b.sessionId }, headers: await h.clientHeaders('cinema') });
  expect(analyticsStored.parse(cinema.json())).toEqual({ batches: 0, events: [] });
  const bad = await h.inject({ method: 'GET', url, query: { sessionId: 'x' }, headers: await h.clientHeaders('arena') });
  expect(refused(bad)[0]).toBe(400);
  const nul = await h.inject({ method: 'GET', url: `${url}?name=%00`, headers: await h.clientHeaders('arena') });
  expect(refused(nul)[0]).toBe(400);
});

test('with DEV_ANALYTICS off the development read does not exist', async () => {
  const off = await startHarness({ seedItems: 20, config: { devAnalytics: false } });
  try {
    const res = await off.inject({ method: 'GET', url: operationPath('analyticsStored', {}), headers: await off.clientHeaders('arena') });
    expect(refused(res)[0]).toBe(404);
  } finally {
    await off.close();
  }
});
