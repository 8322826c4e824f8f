// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { APP_ID, APP_VERSION } from '../contracts/headers.ts';
import { deviceId, isValidDeviceId } from './device-id.ts';
import { realmFixture } from './testing/fixtures.ts';
import { createHttp, type HttpContext } from './http.ts';
import { SERVED_FROM_CACHE } from '../contracts/worker-messages.ts';
import { ApiRequestError, InvalidResponse, NetworkFailure, RequestTimeout, isUnavailable } from './http-errors.ts';

type Reply = () => Promise<Response>;

function fakeFetch(reply: Reply) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return reply();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const context: HttpContext = { realm: 'arena', apiKey: 'arena-web-key', locale: 'pt_BR' };
const thing = z.object({ name: z.string() });

function client(reply: Reply, extra: { timeoutMs?: number; network?: (reached: boolean) => void } = {}) {
  const fake = fakeFetch(reply);
  const http = createHttp({
    fetch: fake.fetch,
    context: () => context,
    deviceId: () => 'device-0001',
    baseUrl: 'http://arena.localhost:8080',
    retryLimit: 0,
    ...extra,
  });
  return { http, requests: fake.requests };
}

beforeEach(() => localStorage.clear());

describe('http client', () => {
  test('every request carries the spec headers and the query', async () => {
    const { http, requests } = client(json({ name: 'ok' }));
    await expect(http.request('GET', '/api/thing', { schema: thing, query: { lk: 'pt_BR', rpp: 12, skip: undefined } })).resolves.toEqual({
      name: 'ok',
    });
    const request = requests[0];
    expect(request?.url).toBe('http://arena.localhost:8080/api/thing?lk=pt_BR&rpp=12');
    const h = request?.headers;
    expect(h?.get('realm')).toBe('arena');
    expect(h?.get('x-api-key')).toBe('arena-web-key');
    expect(h?.get('x-app-id')).toBe(APP_ID);
    expect(h?.get('x-app-version')).toBe(APP_VERSION);
    expect(h?.get('x-device-id')).toBe('device-0001');
    expect(h?.get('accept-language')).toBe('pt-BR');
    expect(h?.get('accept')).toBe('application/json');
  });

  test('an operation call builds its path from the registry and validates with its schema', async () => {
    const settings = realmFixture();
    const { http, requests } = client(json(settings));
    await expect(http.call('realmByName', { params: { name: 'arena' } })).resolves.toEqual(settings);
    expect(requests[0]?.method).toBe('GET');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/realm/arena');
    const broken = client(json({ ...settings, realm: 42 }));
    await expect(broken.http.call('realmByName', { params: { name: 'arena' } })).rejects.toBeInstanceOf(InvalidResponse);
  });

  test('a prefetch sends the call as `call` does and hands back its answer unchecked', async () => {
    const settings = realmFixture();
    const broken = { ...settings, realm: 42 };
    const { http, requests } = client(json(broken));
    await expect(http.prefetch('realmByName', { params: { name: 'arena' } })).resolves.toEqual(broken);
    await expect(http.call('realmByName', { params: { name: 'arena' } })).rejects.toBeInstanceOf(InvalidResponse);
    const [prefetched, called] = requests;
    expect(prefetched?.url).toBe(called?.url);
    expect([...(prefetched?.headers ?? [])]).toEqual([...(called?.headers ?? [])]);
    // Reads are told of as sent, a prefetch not (nobody needs to ask it again).
    const told: string[] = [];
    const reads = createHttp({
      fetch: fakeFetch(json(settings)).fetch,
      baseUrl: 'http://arena.localhost:8080',
      read: (id) => told.push(id),
    });
    await reads.prefetch('realmByName', { params: { name: 'arena' } });
    await reads.call('realmByName', { params: { name: 'arena' } });
    expect(told).toEqual(['realmByName']);
    // A refusal is still the spec's error.
    const refused = client(json({ status: 404, code: 'NOT_FOUND', message: 'No', messageKey: 'notFound', requestId: 'r' }, 404));
    await expect(refused.http.prefetch('realmByName', { params: { name: 'nope' } })).rejects.toBeInstanceOf(ApiRequestError);
  });

  test('a write sends its JSON body once: reads are retried, writes never', async () => {
    let calls = 0;
    const bodies: string[] = [];
    const fake = fakeFetch(async () => {
      calls += 1;
      return new Response('busy', { status: 503 });
    });
    const recording = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      bodies.push(await request.clone().text());
      return fake.fetch(request);
    };
    const http = createHttp({
      fetch: recording as typeof fetch,
      context: () => context,
      deviceId: () => 'device-0001',
      baseUrl: 'http://x',
      retryLimit: 1,
    });
    await expect(http.request('POST', '/api/thing', { schema: thing, body: { name: 'new' } })).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(1);
    expect(fake.requests[0]?.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ name: 'new' });
    calls = 0;
    await expect(http.request('GET', '/api/thing', { schema: thing })).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(2);
  });

  test('a schema given as a loader is awaited', async () => {
    const { http } = client(json({ name: 'lazy' }));
    await expect(http.request('GET', '/api/thing', { schema: async () => thing })).resolves.toEqual({ name: 'lazy' });
  });

  test('an error body becomes an ApiRequestError carrying the ApiError', async () => {
    const body = { status: 404, code: 'UNKNOWN_REALM', message: 'No realm nowhere', messageKey: 'generic', requestId: 'r1' };
    const { http } = client(json(body, 404));
    const error = await http.request('GET', '/api/realm/nowhere', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, body: { code: 'UNKNOWN_REALM' } });
    expect(isUnavailable(error)).toBe(false);
  });

  test('a 5xx without a JSON body is an ApiRequestError without a body, and counts as unavailable', async () => {
    const { http } = client(async () => new Response('down', { status: 503 }));
    const error = await http.request('GET', '/api/v1/init/', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 503, body: null });
    expect(isUnavailable(error)).toBe(true);
  });

  test('a refused connection is a NetworkFailure', async () => {
    const { http } = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await http.request('GET', '/api/thing', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkFailure);
    expect(isUnavailable(error)).toBe(true);
  });

  test('a slow server is a RequestTimeout', async () => {
    const { http } = client(() => new Promise<Response>(() => {}), { timeoutMs: 30 });
    await expect(http.request('GET', '/api/thing', { schema: thing })).rejects.toBeInstanceOf(RequestTimeout);
  });

  test('a body that breaks the contract is an InvalidResponse naming the field', async () => {
    const { http } = client(json({ name: 42 }));
    const error = await http.request('GET', '/api/thing', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponse);
    expect((error as InvalidResponse).message).toMatch(/\/api\/thing: name: /);
  });

  test('a body that is not JSON is an InvalidResponse', async () => {
    const { http } = client(async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(http.request('GET', '/api/thing', { schema: thing })).rejects.toBeInstanceOf(InvalidResponse);
  });
});

describe('whether the network reached the server', () => {
  async function reports(reply: Reply, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<boolean[]> {
    const seen: boolean[] = [];
    const { http } = client(reply, { timeoutMs: options.timeoutMs, network: (reached) => seen.push(reached) });
    await http.request('GET', '/api/thing', { schema: thing, signal: options.signal }).catch(() => undefined);
    return seen;
  }
  const withHeader = (value: string) => async () =>
    new Response(JSON.stringify({ name: 'ok' }), { headers: { 'content-type': 'application/json', [SERVED_FROM_CACHE]: value } });

  test('an answer from the server, a 5xx included, says reached; a refused connection or a timeout says not', async () => {
    expect(await reports(json({ name: 'ok' }))).toEqual([true]);
    expect(await reports(async () => new Response('down', { status: 503 }))).toEqual([true]);
    expect(await reports(json({ code: 'NOT_FOUND' }, 404))).toEqual([true]);
    expect(
      await reports(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual([false]);
    expect(await reports(() => new Promise<Response>(() => {}), { timeoutMs: 30 })).toEqual([false]);
  });

  test("the worker's saved copy after a failed network says not reached; a copy given while refreshing behind says nothing", async () => {
    expect(await reports(withHeader('fallback'))).toEqual([false]);
    expect(await reports(withHeader('stale'))).toEqual([]);
  });

  test('a call the app abandons says nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    // What fetch does with an aborted signal.
    const aborted = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    expect(await reports(aborted, { signal: controller.signal })).toEqual([]);
  });
});

describe('device id', () => {
  test('is random, valid and kept across calls', () => {
    const first = deviceId();
    expect(isValidDeviceId(first)).toBe(true);
    expect(deviceId()).toBe(first);
    localStorage.clear();
    expect(deviceId()).not.toBe(first);
  });

  test('a tampered stored id is replaced', () => {
    localStorage.setItem('deviceId', 'bad id!');
    expect(isValidDeviceId(deviceId())).toBe(true);
  });
});
