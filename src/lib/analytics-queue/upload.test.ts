// @vitest-environment jsdom
// The real sender against a stubbed fetch: known offline, it asks nothing and the batch stays.
import { afterEach, expect, test, vi } from 'vitest';
import type { QueuedBatch, RealmCredentials } from './types.ts';
import { fetchSender } from './upload.ts';

const batch: QueuedBatch = {
  id: 'b1',
  realm: 'arena',
  sessionId: 's1',
  mpid: null,
  events: [],
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  leaseOwner: null,
  leaseUntil: 0,
};
const credentials: RealmCredentials = { realm: 'arena', apiKey: 'k', deviceId: 'device-0001', refusedKey: null, mpid: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('offline, the sender makes no request and answers no status (the batch is kept)', async () => {
  const fetch = vi.fn(async () => new Response(null, { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await fetchSender('http://localhost')(batch, credentials)).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

test('online, it posts the batch and answers the status', async () => {
  const fetch = vi.fn(async () => new Response(null, { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  expect(await fetchSender('http://localhost')(batch, credentials)).toBe(201);
  expect(fetch).toHaveBeenCalledTimes(1);
});
