// The customer-data provider over the in-memory queue with fake timers: events of a burst share
// a batch, batches go at most every 500 ms, nothing is sent offline, a replay sends what is
// queued, and the opt-out stops sending and clears the queue. The library's initialisation
// (spec §4): nothing leaves before the config and identity answers, everything after; a config
// that says off sends nothing; failed calls are tried again on the next replay, and online on a
// timer; signing in and out changes the analytics user batches are stamped with.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { memoryQueue, type MemoryQueue } from '../../lib/testing/memory-queue.ts';
import type { AnalyticsSession } from '../../lib/analytics-queue/rules.ts';
import type { QueuedBatch } from '../../lib/analytics-queue/types.ts';
import { createCustomerData, type CustomerDataProvider } from './customer-data.ts';
import { createIdentityClient, type IdentityTransport } from './identity.ts';

let q: MemoryQueue;
let online: boolean;
let sent: { batch: QueuedBatch; at: number }[];
let status: number;
let syncs: number;
let provider: CustomerDataProvider;
let n = 0;
/** What the config and identity calls do: answer at once unless a test holds them. */
let config: () => Promise<boolean>;
let identityCalls: { action: string; body: unknown }[];
let identityAnswer: (
  action: string,
  body: { knownIdentities: { customerId?: string | null } },
) => Promise<{ status: number; body: unknown }>;
let customerId: string | null;

const userOf = (body: { knownIdentities: { customerId?: string | null } }) => (body.knownIdentities.customerId ? '222' : '111');

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  q = memoryQueue();
  online = true;
  sent = [];
  status = 201;
  syncs = 0;
  config = async () => true;
  identityCalls = [];
  customerId = null;
  identityAnswer = async (action, body) => ({ status: action === 'modify' ? 202 : 200, body: { mpid: userOf(body), loggedIn: false } });
  const transport: IdentityTransport = (action, body) => {
    identityCalls.push({ action, body });
    return identityAnswer(action, body as { knownIdentities: { customerId?: string | null } });
  };
  let session: AnalyticsSession | null = null;
  provider = createCustomerData({
    storage: q,
    send: async (batch) => {
      sent.push({ batch, at: Date.now() });
      return status;
    },
    realm: 'arena',
    apiKey: 'key',
    deviceId: 'device-0001',
    clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
    random: () => 0.5,
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    online: () => online,
    requestSync: () => void syncs++,
    session: { read: () => session, write: (s) => void (session = s) },
    fetchEnabled: () => config(),
    identity: createIdentityClient('device-0001', transport),
    customerId: () => customerId,
  });
});

function held<T>(): { promise: Promise<T>; answer(value: T): void; fail(error: Error): void } {
  let answer: (value: T) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

afterEach(() => {
  vi.useRealTimers();
});

const track = (name: string) => provider.track({ name, attributes: {}, timestamp: new Date(Date.now()) });

async function settle(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await provider.idle();
}

test('a burst shares one batch, and batches go at most every 500 ms', async () => {
  await track('a');
  await track('b');
  await settle(0);
  expect(sent.map((s) => s.batch.events.map((e) => e.name))).toEqual([['a', 'b']]);
  await track('c');
  await settle(100);
  expect(sent).toHaveLength(1);
  await settle(400);
  expect(sent.map((s) => s.batch.events.map((e) => e.name))).toEqual([['a', 'b'], ['c']]);
  expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(500);
  expect(q.batches.size).toBe(0);
});

test('offline nothing is sent and the worker is asked to replay; a replay when back sends it all once', async () => {
  online = false;
  await track('a');
  await track('b');
  await settle(2_000);
  expect(sent).toHaveLength(0);
  expect(q.events.size).toBe(2);
  expect(syncs).toBeGreaterThan(0);
  online = true;
  await provider.replay();
  await settle(0);
  expect(sent.flatMap((s) => s.batch.events.map((e) => e.name))).toEqual(['a', 'b']);
  expect(q.events.size + q.batches.size).toBe(0);
});

test('a failing server keeps the batch and retries the same batch id with backoff until it answers', async () => {
  status = 503;
  await track('a');
  await settle(0);
  await settle(60_000);
  status = 201;
  await settle(120_000);
  const ids = new Set(sent.map((s) => s.batch.id));
  expect(ids.size).toBe(1);
  expect(sent.length).toBeGreaterThan(2);
  expect(q.batches.size).toBe(0);
});

test('opting out stops sending and clears the queue', async () => {
  online = false;
  await track('a');
  await provider.stop();
  expect(q.events.size + q.batches.size).toBe(0);
  online = true;
  await track('b');
  await provider.replay();
  await settle(1_000);
  expect(sent).toHaveLength(0);
  expect(q.events.size).toBe(0);
});

test('every event of a session carries the same session id', async () => {
  await track('a');
  await settle(0);
  await track('b');
  await settle(500);
  expect(new Set(sent.map((s) => s.batch.sessionId)).size).toBe(1);
});

test('nothing is uploaded before the config and identity answer; every event tracked meanwhile goes after', async () => {
  const configCall = held<boolean>();
  const identifyCall = held<{ status: number; body: unknown }>();
  config = () => configCall.promise;
  identityAnswer = () => identifyCall.promise;
  await track('a');
  await track('b');
  await vi.advanceTimersByTimeAsync(2_000);
  // Written at once, held back.
  expect(q.events.size).toBe(2);
  expect(sent).toHaveLength(0);
  expect(provider.state).toBe('uninitialised');
  configCall.answer(true);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(identityCalls.map((c) => c.action)).toEqual(['identify']);
  expect(identityCalls[0]?.body).toEqual({ deviceId: 'device-0001', knownIdentities: { customerId: null, email: null } });
  await track('c');
  await vi.advanceTimersByTimeAsync(2_000);
  expect(sent).toHaveLength(0);
  identifyCall.answer({ status: 200, body: { mpid: '111', loggedIn: false } });
  await settle(2_000);
  expect(provider.state).toBe('ready');
  expect(sent.flatMap((s) => s.batch.events.map((e) => e.name))).toEqual(['a', 'b', 'c']);
  expect(sent.every((s) => s.batch.mpid === '111')).toBe(true);
  expect(q.events.size + q.batches.size).toBe(0);
});

test('a config that says collection is off sends nothing and records nothing', async () => {
  config = async () => false;
  await provider.replay();
  await settle(0);
  expect(provider.state).toBe('off');
  await track('a');
  await settle(2_000);
  expect(sent).toHaveLength(0);
  expect(identityCalls).toHaveLength(0);
  expect(q.events.size).toBe(0);
});

test('failed config and identity calls are tried again on the next replay; the queue keeps everything meanwhile', async () => {
  config = () => Promise.reject(new TypeError('Failed to fetch'));
  await track('a');
  await settle(2_000);
  expect(sent).toHaveLength(0);
  config = async () => true;
  identityAnswer = async () => ({ status: 500, body: null });
  await provider.replay();
  await settle(0);
  expect(provider.state).toBe('uninitialised');
  expect(sent).toHaveLength(0);
  expect(q.events.size).toBe(1);
  identityAnswer = async (_action, body) => ({ status: 200, body: { mpid: userOf(body), loggedIn: false } });
  await provider.replay();
  await settle(0);
  expect(sent.flatMap((s) => s.batch.events.map((e) => e.name))).toEqual(['a']);
});

test('online, a config call that got no answer is tried again on a timer: a page left open sends what it tracked', async () => {
  let calls = 0;
  // The first two calls time out (a slow network); the third answers.
  config = () => (++calls <= 2 ? Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')) : Promise.resolve(true));
  await track('page');
  await settle(0);
  expect(calls).toBe(1);
  expect(sent).toHaveLength(0);
  // Backoff from 500 ms, doubling (random 0.5 gives three quarters of each ceiling).
  await settle(375);
  expect(calls).toBe(2);
  await settle(750);
  expect(calls).toBe(3);
  expect(provider.state).toBe('ready');
  expect(sent.flatMap((s) => s.batch.events.map((e) => e.name))).toEqual(['page']);
});

test('offline, a failed config call waits for the replay: no timer tries it', async () => {
  let calls = 0;
  config = () => (++calls, Promise.reject(new TypeError('Failed to fetch')));
  await track('page');
  await settle(0);
  online = false;
  await settle(60_000);
  expect(calls).toBe(1);
});

test('an identify refused with 400 still initialises the library, with no analytics user on the batches', async () => {
  identityAnswer = async () => ({ status: 400, body: { status: 400, code: 'VALIDATION' } });
  await track('a');
  await settle(0);
  expect(provider.state).toBe('ready');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.batch.mpid).toBeNull();
});

test('signing in seals what came before for the previous user; later events go for the customer; signing out goes back', async () => {
  await track('before');
  await settle(0);
  await track('still anonymous');
  customerId = 'customer-1';
  await provider.changeUser('login');
  await track('signed in');
  await settle(5_000);
  customerId = null;
  await provider.changeUser('logout');
  await track('signed out');
  await settle(5_000);
  expect(identityCalls.map((c) => c.action)).toEqual(['identify', 'login', 'logout']);
  expect(identityCalls[1]?.body).toEqual({ deviceId: 'device-0001', knownIdentities: { customerId: 'customer-1', email: null } });
  const byEvent = Object.fromEntries(sent.flatMap((s) => s.batch.events.map((e) => [e.name, s.batch.mpid])));
  expect(byEvent).toEqual({ before: '111', 'still anonymous': '111', 'signed in': '222', 'signed out': '111' });
});

test('a sign-in while the first identify is pending waits for it rather than being refused', async () => {
  const identifyCall = held<{ status: number; body: unknown }>();
  identityAnswer = () => identifyCall.promise;
  void provider.replay();
  await vi.advanceTimersByTimeAsync(0);
  customerId = 'customer-1';
  const login = provider.changeUser('login');
  identityAnswer = async (_action, body) => ({ status: 200, body: { mpid: userOf(body), loggedIn: true } });
  identifyCall.answer({ status: 200, body: { mpid: '111', loggedIn: false } });
  await login;
  await settle(0);
  expect(identityCalls.map((c) => c.action)).toEqual(['identify', 'login']);
  expect(provider.mpid).toBe('222');
});
