// The screens' loaders against the real server: the app's own http client over HTTP to a
// listening server and a real database, exactly as a navigation in the browser calls them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadSection } from '../../src/features/catalogue/api.ts';
import { homeScreen } from '../../src/features/catalogue/routes.ts';
import type { ScreenContext } from '../../src/lib/core/screen.ts';
import { ApiRequestError } from '../../src/lib/http-errors.ts';
import { startHarness, type Harness } from './harness.ts';
import { guestScreenContext } from './screen-context.ts';

let harness: Harness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startHarness();
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => harness.close());

const screenContext = (realm: string, locale: string, viewportWidth = 1280) =>
  guestScreenContext(harness, baseUrl, { realm, locale, viewportWidth, deviceId: 'loader-test-0001' });

async function runHome(core: ScreenContext) {
  const loader = homeScreen.loader;
  if (!loader) throw new Error('home has a loader');
  return loader({ params: {}, url: new URL(`${baseUrl}/home`), signal: new AbortController().signal, core });
}

test("home's loader returns the realm's home page as the catalogue service builds it", async () => {
  for (const name of ['arena', 'cinema', 'club']) {
    const core = await screenContext(name, 'en_US');
    const page = await runHome(core);
    const expected = await harness.app.services.catalogue.page(core.realm, { section: 'home', locale: 'en_US', rpp: 12, bpp: 7, bspp: 20 });
    expect(page, name).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(page.buckets.length, name).toBeGreaterThan(0);
  }
});

test("home's loader asks in the screen's language and page size", async () => {
  const core = await screenContext('arena', 'pt_BR', 390);
  const page = await runHome(core);
  const expected = await harness.app.services.catalogue.page(core.realm, { section: 'home', locale: 'pt_BR', rpp: 6, bpp: 4, bspp: 10 });
  expect(page).toEqual(JSON.parse(JSON.stringify(expected)));
  // Spec §7 on a phone: six rails per page, four items per rail.
  for (const bucket of page.buckets) expect(bucket.contentList.items.length).toBeLessThanOrEqual(4);
  expect(page.buckets.length).toBeLessThanOrEqual(6);
});

test('a section the realm does not have is a 404 in the spec error shape', async () => {
  const core = await screenContext('arena', 'en_US');
  const error = await loadSection(core, 'no-such-section').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as ApiRequestError).status).toBe(404);
  expect((error as ApiRequestError).body).toMatchObject({
    code: 'NOT_FOUND',
    messageKey: expect.any(String),
    requestId: expect.any(String),
  });
});

test('the section endpoint pages its rails: heroes on the first page only', async () => {
  const headers = await harness.clientHeaders('arena');
  const first = await harness.inject({ method: 'GET', url: '/api/v1/section/home?bpp=2&rpp=3', headers });
  const second = await harness.inject({ method: 'GET', url: '/api/v1/section/home?bpp=2&rpp=3&p=2', headers });
  expect(first.statusCode).toBe(200);
  expect(second.statusCode).toBe(200);
  const a = first.json<{ heroes: unknown[]; buckets: { id: string }[]; bucketsTotalPages: number }>();
  const b = second.json<{ heroes: unknown[]; buckets: { id: string }[]; bucketsPage: number }>();
  expect(a.heroes.length).toBeGreaterThan(0);
  expect(b.heroes).toEqual([]);
  expect(b.bucketsPage).toBe(2);
  expect(a.buckets.map((x) => x.id)).not.toEqual(expect.arrayContaining(b.buckets.map((x) => x.id)));
  const again = await harness.inject({
    method: 'GET',
    url: '/api/v1/section/home?bpp=2&rpp=3',
    headers: { ...headers, 'if-none-match': first.headers.etag as string },
  });
  expect(again.statusCode).toBe(304);
});

test('the section endpoint names every bad input', async () => {
  const headers = await harness.clientHeaders('arena');
  for (const url of [
    '/api/v1/section/Home!',
    '/api/v1/section/home?rpp=0',
    '/api/v1/section/home?p=abc',
    '/api/v1/section/home?colour=red',
  ]) {
    const res = await harness.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toMatchObject({ status: 400, code: 'VALIDATION', requestId: expect.any(String) });
  }
  const anonymous = await harness.inject({ method: 'GET', url: '/api/v1/section/home' });
  expect(anonymous.statusCode).toBe(400);
  expect(anonymous.json()).toMatchObject({ code: 'MISSING_HEADER' });
});
