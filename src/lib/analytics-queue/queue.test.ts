// The queue's logic over an in-memory store with IndexedDB's serial, all-or-nothing
// transactions (lib/testing/memory-queue.ts); the IndexedDB adapter itself runs in the
// Playwright test (tests/offline/analytics.spec.ts).
import { beforeEach, describe, expect, test } from 'vitest';
import { memoryQueue, type MemoryQueue } from '../testing/memory-queue.ts';
import { claimBatch, saveCredentials, sealBatch, settleBatch } from './queue.ts';
import { LEASE_MS } from './rules.ts';
import type { QueuedBatch, QueuedEvent } from './types.ts';
import { drain, type DrainDeps, type SendBatch } from './upload.ts';

let q: MemoryQueue;
let ids = 0;
const newId = () => `id-${String(++ids).padStart(4, '0')}`;

function event(seq: number, realm = 'arena', sessionId = 'session-1'): QueuedEvent {
  return { id: `e${seq}`, realm, sessionId, seq, name: 'Page Viewed', timestamp: new Date(seq).toISOString(), attributes: { seq } };
}

function deps(send: SendBatch, clock = { t: 1_000 }, owner = 'page-a'): DrainDeps {
  return { storage: q, send, owner, now: () => clock.t, random: () => 0.5, newId, pace: async () => {} };
}

beforeEach(async () => {
  q = memoryQueue();
  ids = 0;
  await saveCredentials(q, 'arena', 'key-1', 'device-0001');
  await saveCredentials(q, 'cinema', 'key-c', 'device-0001');
});

describe('sealing', () => {
  test('takes the oldest waiting events of one realm and session, in order, up to the limit', async () => {
    for (const e of [event(3), event(1), event(2, 'cinema'), event(4, 'arena', 'session-2'), event(5)]) await q.addEvent(e);
    const first = await sealBatch(q, 'b1', 10, 2);
    expect(first?.events.map((e) => e.id)).toEqual(['e1', 'e3']);
    expect([first?.realm, first?.sessionId]).toEqual(['arena', 'session-1']);
    const rest = [await sealBatch(q, 'b2', 10), await sealBatch(q, 'b3', 10), await sealBatch(q, 'b4', 10), await sealBatch(q, 'b5', 10)];
    expect(rest.map((b) => b?.events.map((e) => e.id) ?? null)).toEqual([['e2'], ['e4'], ['e5'], null]);
    expect(q.events.size).toBe(0);
  });

  test('two contexts sealing at once never put one event in two batches', async () => {
    for (let i = 0; i < 50; i++) await q.addEvent(event(i));
    await Promise.all(Array.from({ length: 8 }, (_, i) => sealBatch(q, `b${i}`, 10, 7)));
    const sealed = [...q.batches.values()].flatMap((b) => b.events.map((e) => e.id));
    expect(sealed).toHaveLength(50);
    expect(new Set(sealed).size).toBe(50);
  });

  test('a realm whose library is not initialised (no credentials) keeps its events waiting; others are sealed', async () => {
    await q.addEvent(event(1, 'club'));
    await q.addEvent(event(2));
    expect((await sealBatch(q, 'b1', 10))?.realm).toBe('arena');
    expect(await sealBatch(q, 'b2', 10)).toBeNull();
    expect([...q.events.keys()]).toEqual(['e1']);
    await saveCredentials(q, 'club', 'key-k', 'device-0001', '-5');
    expect((await sealBatch(q, 'b3', 10))?.realm).toBe('club');
  });

  test('a batch is stamped with the analytics user current when it is sealed, which later saves keep', async () => {
    await q.addEvent(event(1));
    expect((await sealBatch(q, 'b1', 10))?.mpid).toBeNull();
    await saveCredentials(q, 'arena', 'key-1', 'device-0001', '77');
    // Saving headers again (a new page) keeps the user the last identity call answered.
    await saveCredentials(q, 'arena', 'key-1', 'device-0001');
    await q.addEvent(event(2));
    expect((await sealBatch(q, 'b2', 10))?.mpid).toBe('77');
  });
});

describe('leases', () => {
  const sealed = async (n: number) => {
    for (let i = 0; i < n; i++) await q.addEvent(event(i));
    return sealBatch(q, 'b1', 10) as Promise<QueuedBatch>;
  };

  test('a leased batch is not handed to another sender until the lease runs out', async () => {
    await sealed(1);
    const options = { now: 100, force: false, skip: new Set<string>() };
    expect((await claimBatch(q, { ...options, owner: 'page' }))?.batch.id).toBe('b1');
    expect(await claimBatch(q, { ...options, owner: 'worker' })).toBeNull();
    expect(await claimBatch(q, { ...options, now: 100 + LEASE_MS - 1, owner: 'worker' })).toBeNull();
    expect((await claimBatch(q, { ...options, now: 100 + LEASE_MS, owner: 'worker' }))?.batch.leaseOwner).toBe('worker');
  });

  test('a page and the worker draining at once send each batch once, never two at a time', async () => {
    for (let i = 0; i < 30; i++) {
      await q.addEvent(event(i, 'arena', `session-${i % 6}`));
    }
    const inFlight = new Set<string>();
    const sent: string[] = [];
    const send: SendBatch = async (batch) => {
      expect(inFlight.has(batch.id)).toBe(false);
      inFlight.add(batch.id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight.delete(batch.id);
      sent.push(batch.id);
      return 201;
    };
    await Promise.all([drain(deps(send, { t: 1_000 }, 'page'), true), drain(deps(send, { t: 1_000 }, 'worker'), true)]);
    expect(sent).toHaveLength(6);
    expect(new Set(sent).size).toBe(6);
    expect(q.batches.size).toBe(0);
  });

  test('a late answer for a batch someone else took over does not undo their work', async () => {
    await sealed(1);
    const mine = await claimBatch(q, { owner: 'page', now: 10, force: false, skip: new Set() });
    const theirs = await claimBatch(q, { owner: 'worker', now: 10 + LEASE_MS, force: false, skip: new Set() });
    if (!mine || !theirs) throw new Error('both claims should succeed');
    await settleBatch(q, mine, 'retry', 11 + LEASE_MS, 0.5);
    expect(q.batches.get('b1')?.leaseOwner).toBe('worker');
    expect(q.batches.get('b1')?.attempts).toBe(0);
  });
});

describe('drain', () => {
  test('every event is written before it is sent, with one batch id for every attempt', async () => {
    for (let i = 0; i < 3; i++) await q.addEvent(event(i));
    const seen: string[] = [];
    const statuses = [503, 503, 201];
    const clock = { t: 0 };
    const send: SendBatch = async (batch) => {
      expect(q.events.size).toBe(0);
      expect(q.batches.has(batch.id)).toBe(true);
      seen.push(batch.id);
      return statuses.shift() ?? 500;
    };
    const first = await drain(deps(send, clock), false);
    expect(first).toMatchObject({ sent: 0, failed: 1, batches: 1 });
    // Not due again before its backoff (attempt 1: 250..500 ms), unless a replay forces it.
    expect(first.nextDue).toBe(375);
    clock.t = 374;
    expect((await drain(deps(send, clock), false)).failed).toBe(0);
    clock.t = 375;
    expect((await drain(deps(send, clock), false)).failed).toBe(1);
    expect((await drain(deps(send, clock), true)).sent).toBe(1);
    expect(new Set(seen).size).toBe(1);
    expect(seen).toHaveLength(3);
    expect(q.batches.size).toBe(0);
  });

  test('a refused key (401 and above, not 429 or 5xx) holds the realm, keeps its batches, and a new key lifts it', async () => {
    await q.addEvent(event(1));
    await q.addEvent(event(2, 'cinema'));
    const calls: string[] = [];
    let status = 401;
    const send: SendBatch = async (batch, credentials) => {
      calls.push(`${batch.realm}:${credentials.apiKey}`);
      return batch.realm === 'arena' ? status : 201;
    };
    await drain(deps(send), true);
    await drain(deps(send), true);
    // arena tried once then held; cinema unaffected.
    expect(calls).toEqual(['arena:key-1', 'cinema:key-c']);
    expect(q.credentials.get('arena')?.refusedKey).toBe('key-1');
    expect([...q.batches.values()].map((b) => b.realm)).toEqual(['arena']);
    await saveCredentials(q, 'arena', 'key-2', 'device-0001');
    status = 201;
    await drain(deps(send), true);
    expect(calls.at(-1)).toBe('arena:key-2');
    expect(q.batches.size).toBe(0);
  });

  test("one batch taken after an outage makes the realm's others due at once; other realms keep their backoff", async () => {
    await q.addEvent(event(1, 'arena', 's1'));
    await q.addEvent(event(2, 'arena', 's2'));
    await q.addEvent(event(3, 'cinema', 's3'));
    const clock = { t: 0 };
    let status = 503;
    const sent: string[] = [];
    const send: SendBatch = async (b) => {
      sent.push(b.sessionId);
      return status;
    };
    // During an outage each drain tries the oldest batch due and stops at its failure: three
    // drains leave every batch waiting out a backoff.
    for (let round = 0; round < 3; round++) await drain(deps(send, clock), false);
    expect([...q.batches.values()].map((b) => [b.sessionId, b.attempts, b.nextAttemptAt > clock.t])).toEqual([
      ['s1', 1, true],
      ['s2', 1, true],
      ['s3', 1, true],
    ]);
    status = 201;
    // The server is back: s1 is sent by a forced replay of that one batch's realm...
    const s1 = await claimBatch(q, { owner: 'page', now: clock.t, force: true, skip: new Set() });
    if (!s1) throw new Error('s1 should be claimable');
    await settleBatch(q, s1, 'done', clock.t, 0.5);
    // ...and an ordinary drain right after sends arena's s2 without waiting; cinema still waits.
    sent.length = 0;
    await drain(deps(send, clock), false);
    expect(sent).toEqual(['s2']);
    expect([...q.batches.values()].map((b) => b.realm)).toEqual(['cinema']);
  });

  test('batches go oldest first', async () => {
    await q.addEvent(event(1, 'arena', 's1'));
    await q.addEvent(event(2, 'arena', 's2'));
    await q.addEvent(event(3, 'arena', 's3'));
    const order: string[] = [];
    await drain(
      deps(async (b) => {
        order.push(b.sessionId);
        return 200;
      }),
      false,
    );
    expect(order).toEqual(['s1', 's2', 's3']);
  });
});
