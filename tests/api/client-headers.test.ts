import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { HEADER } from '../../src/contracts/headers.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const realmEndpoints = [apiPath.init(), apiPath.labels('en_US'), apiPath.menu()];

test('each realm endpoint answers 200 to a well-behaved client', async () => {
  const headers = await h.clientHeaders('arena');
  for (const url of realmEndpoints) {
    const res = await h.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
  }
});

for (const missing of [HEADER.realm, HEADER.apiKey, HEADER.appId, HEADER.deviceId]) {
  test(`a request without the ${missing} header is a 400 MISSING_HEADER that names it`, async () => {
    const headers = Object.fromEntries(Object.entries(await h.clientHeaders('arena')).filter(([name]) => name !== missing));
    for (const url of realmEndpoints) {
      const res = await h.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      const body = apiError.parse(res.json());
      expect(body.code).toBe('MISSING_HEADER');
      expect(body.details?.missing).toEqual([missing]);
      expect(res.headers['x-request-id']).toBe(body.requestId);
    }
  });
}

test('an unknown realm header is a 404 UNKNOWN_REALM', async () => {
  const headers = await h.clientHeaders('arena', { [HEADER.realm]: 'nowhere' });
  const res = await h.inject({ url: apiPath.init(), headers });
  expect(res.statusCode).toBe(404);
  expect(apiError.parse(res.json()).code).toBe('UNKNOWN_REALM');
});

test("another realm's API key is refused with 401 INVALID_API_KEY", async () => {
  const cinema = await h.clientHeaders('cinema');
  const headers = await h.clientHeaders('arena', { [HEADER.apiKey]: cinema[HEADER.apiKey] ?? '' });
  for (const url of realmEndpoints) {
    const res = await h.inject({ url, headers });
    expect(res.statusCode, url).toBe(401);
    expect(apiError.parse(res.json())).toMatchObject({ code: 'INVALID_API_KEY', messageKey: 'failedAuthentication' });
  }
});

test('a malformed device id is a 400 that names the device id header', async () => {
  const headers = await h.clientHeaders('arena', { [HEADER.deviceId]: 'short' });
  const res = await h.inject({ url: apiPath.menu(), headers });
  expect(res.statusCode).toBe(400);
  expect(apiError.parse(res.json()).details).toEqual({ header: HEADER.deviceId });
});

test('realm settings and the realm directory need no client headers at all', async () => {
  for (const url of [apiPath.realms(), apiPath.realmByName('club')]) {
    const res = await h.inject({ url });
    expect(res.statusCode, url).toBe(200);
  }
});

test('an app id the realm does not know is a 400 that names the app id header', async () => {
  const headers = await h.clientHeaders('arena', { [HEADER.appId]: 'tv' });
  const res = await h.inject({ url: apiPath.init(), headers });
  expect(res.statusCode).toBe(400);
  expect(apiError.parse(res.json()).details).toEqual({ header: HEADER.appId });
});
