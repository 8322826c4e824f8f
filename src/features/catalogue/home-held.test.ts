// Home shown from init's first page, then come back to (Back, the logo) where the network
// cannot answer: the page init carried is shown again rather than an offline error. Anything
// else still fails as it did.
import { afterEach, expect, test } from 'vitest';
import { clearPrimed, prime, sectionKey, type ScreenContext } from '../../lib/core/index.ts';
import { createHttp } from '../../lib/http.ts';
import { ApiRequestError, NetworkFailure } from '../../lib/http-errors.ts';
import { contentFixture, initFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { loadHome, loadSection } from './api.ts';

type Reply = () => Response | Promise<Response>;

const unreachable: Reply = () => Promise.reject(new TypeError('Failed to fetch'));

function contextAnswering(reply: Reply): { core: ScreenContext; asked: string[] } {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL((input instanceof Request ? input : new Request(input, init)).url).pathname);
    return reply();
  };
  const http = createHttp({
    fetch: fetch as typeof globalThis.fetch,
    baseUrl: 'http://arena.localhost',
    retryLimit: 0,
    deviceId: () => 'd',
  });
  const core: ScreenContext = {
    http,
    realm: realmFixture(),
    init: initFixture(),
    locale: 'en_US',
    viewportWidth: 390,
    viewer: { role: 'UNAUTHENTICATED', childProfile: false },
  };
  return { core, asked };
}

afterEach(() => clearPrimed());

test("home's first load takes init's page; unreachable later, the same page is shown again", async () => {
  const page = contentFixture();
  prime(sectionKey('home', 'en_US'), page);
  const { core, asked } = contextAnswering(unreachable);
  expect(await loadHome(core)).toBe(page);
  expect(asked).toEqual([]);
  // Back to home: asked for (the worker may hold a newer copy), then init's page.
  expect(await loadHome(core)).toBe(page);
  expect(asked).toEqual(['/api/v1/section/home']);
});

test('reachable, a later load is the answer, never the held page', async () => {
  prime(sectionKey('home', 'en_US'), contentFixture());
  const fresh = { ...contentFixture(), bucketsTotalPages: 7 };
  const { core } = contextAnswering(() => new Response(JSON.stringify(fresh), { headers: { 'content-type': 'application/json' } }));
  await loadHome(core);
  expect((await loadHome(core)).bucketsTotalPages).toBe(7);
});

test("a server's refusal is not hidden by the held page", async () => {
  prime(sectionKey('home', 'en_US'), contentFixture());
  const refused = { status: 500, code: 'INTERNAL', message: 'no', messageKey: 'generic', requestId: 'r' };
  const { core } = contextAnswering(
    () => new Response(JSON.stringify(refused), { status: 500, headers: { 'content-type': 'application/json' } }),
  );
  await loadHome(core);
  await expect(loadHome(core)).rejects.toBeInstanceOf(ApiRequestError);
});

test('nothing held for that section, language or viewer: unreachable is an offline failure', async () => {
  prime(sectionKey('home', 'en_US'), contentFixture());
  const { core } = contextAnswering(unreachable);
  await expect(loadSection(core, 'football')).rejects.toBeInstanceOf(NetworkFailure);
  await expect(loadHome({ ...core, locale: 'pt_BR' })).rejects.toBeInstanceOf(NetworkFailure);
  // A new viewer empties what was held for the one before.
  clearPrimed();
  await expect(loadHome(core)).rejects.toBeInstanceOf(NetworkFailure);
});
