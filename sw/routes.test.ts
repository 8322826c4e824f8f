import { expect, test } from 'vitest';
import { cachePolicy } from '../src/contracts/operations.ts';
import { isArtwork, isContent, isFont, isNotANavigation, isPersonal, isRealmData } from './routes.ts';
import { OPERATIONS, OPERATION_IDS } from '../src/contracts/operations.ts';
import { keyFor, viewerOf } from './cache-key.ts';
import { markServedFromCache } from './served-from-cache.ts';
import { SERVED_FROM_CACHE } from '../src/contracts/worker-messages.ts';

const u = (path: string) => new URL(path, 'http://localhost:8080');

test('realm settings, init, labels and menu are realm data', () => {
  for (const p of ['/api/realms', '/api/realm', '/api/realm/arena', '/api/v1/init/', '/api/v1/labels/en_US', '/api/v1/menu']) {
    expect(isRealmData(u(p)), p).toBe(true);
  }
  expect(isRealmData(u('/api/media/sample/master.m3u8'))).toBe(false);
  expect(isRealmData(u('/api/realm/arena/extra'))).toBe(false);
});

test('section pages are content; media and the API description are never cached', () => {
  expect(isContent(u('/api/v1/section/home?lk=en_US'))).toBe(true);
  expect(cachePolicy(u('/api/media/sample/hls/seg-1.m4s'))).toBe('none');
  expect(cachePolicy(u('/api/openapi.json'))).toBe('none');
  expect(cachePolicy(u('/api/v1/section/home'), 'POST')).toBe('none');
});

test("every screen's data is content, network first: library, news, search, schedule, EPG, upcoming, fighters, player, gifts", () => {
  for (const p of [
    '/api/v1/section/home/bucket/b1?p=2',
    '/api/v1/grid?lk=en_US&p=1',
    '/api/v1/releases',
    '/api/v1/browse',
    '/api/v1/content/series-1?lk=en_US',
    '/api/v1/news?p=1',
    '/api/v1/search?q=fight&type=VOD&p=1&hitsPerPage=12&lk=en_US',
    '/api/v1/popular?lk=en_US',
    '/api/v1/schedule?from=1&to=2',
    '/api/v1/upcoming?p=1',
    '/api/v1/fighters?limit=10',
    '/api/v1/player/vod-1?lk=en_US',
    '/api/v1/multi-view',
    // The gifts page's catalogue (decision 0041).
    '/api/v4/gifts',
  ]) {
    expect(cachePolicy(u(p)), p).toBe('content');
  }
});

test("a viewer's own lists are personal (their own cache, keyed per viewer); single items and resume points are not kept", () => {
  for (const p of [
    '/api/v1/favourites?p=1',
    '/api/v1/favourite-ids',
    '/api/v1/watchlists',
    '/api/v1/watchlists/w1?lk=en_US',
    '/api/v1/progress?p=1',
    // The account page's summary (decision 0038).
    '/api/v1/user/profile',
    '/api/v1/user/preferences',
    '/api/v1/consent-prompt/answers?functionalPurposes=EMAIL_MARKETING',
    // Its subscriptions and payment details sections (decision 0040).
    '/api/v1/customer/subscriptions',
    '/api/v1/customer/price-migrations',
    '/api/v1/customer/cards?rpp=20&p=2',
    '/api/v1/user/address',
  ]) {
    expect(isPersonal(u(p)), p).toBe(true);
    expect(isContent(u(p)), p).toBe(false);
  }
  expect(cachePolicy(u('/api/v1/favourites/c1'))).toBe('none');
  expect(cachePolicy(u('/api/v1/progress/c1'))).toBe('none');
});

test('writes, stream leases, live playlists, media segments and sign-in reads are never cached', () => {
  for (const id of OPERATION_IDS) {
    const operation = OPERATIONS[id];
    if (operation.method !== 'GET') expect(operation.cache, id).toBe('none');
  }
  expect(cachePolicy(u('/api/v1/playback/vod-1'), 'POST')).toBe('none');
  expect(cachePolicy(u('/api/v1/playback/lease/l1'), 'PUT')).toBe('none');
  expect(cachePolicy(u('/api/media/live/arena/ev-1/index.m3u8'))).toBe('none');
  expect(cachePolicy(u('/api/media/vod-1/hls/720p/seg-3.m4s'))).toBe('none');
  expect(cachePolicy(u('/api/v1/favourites/c1'), 'PUT')).toBe('none');
  expect(cachePolicy(u('/api/v1/user/signup-form'))).toBe('none');
  expect(cachePolicy(u('/api/v1/promo-notification'))).toBe('none');
  expect(cachePolicy(u('/api/v1/customer/history/payment?rpp=10&p=1'), 'POST')).toBe('none');
});

test('a personal answer is kept under its viewer: another viewer or a guest asking the same URL misses it', async () => {
  const url = 'http://localhost:8080/api/v1/favourites?p=1&lk=en_US';
  const headers = (authorization?: string) => ({ realm: 'arena', 'accept-language': 'en-US', ...(authorization ? { authorization } : {}) });
  const alice = await keyFor(new Request(url, { headers: headers(`Bearer ${jwt({ sub: 'alice' })}`) }));
  const bob = await keyFor(new Request(url, { headers: headers(`Bearer ${jwt({ sub: 'bob' })}`) }));
  const guest = await keyFor(new Request(url, { headers: headers() }));
  expect(new Set([alice, bob, guest]).size).toBe(3);
});

test('artwork and fonts are recognised by path, the logo as artwork not as an icon', () => {
  expect(isArtwork(u('/api/artwork/arena/cover/x.webp?w=320'))).toBe(true);
  expect(isArtwork(u('/api/artwork/arena/logo.svg'))).toBe(true);
  expect(isArtwork(u('/api/fonts/inter-latin-400-normal.woff2'))).toBe(false);
  expect(isFont(u('/api/fonts/inter-latin-400-normal.woff2'))).toBe(true);
});

test('the shell answers page navigations, never API, manifest or server pages', () => {
  expect(isNotANavigation(u('/realm/arena/home'))).toBe(false);
  expect(isNotANavigation(u('/realm/arena/developer'))).toBe(false);
  expect(isNotANavigation(u('/dev/outbox'))).toBe(true);
  expect(isNotANavigation(u('/api/v1/init/'))).toBe(true);
  expect(isNotANavigation(u('/manifest.webmanifest'))).toBe(true);
  expect(isNotANavigation(u('/realm/arena/manifest.webmanifest'))).toBe(true);
});

test('the cache key separates realms and languages sharing one URL', async () => {
  const url = 'http://localhost:8080/api/v1/init/?lk=en_US';
  const arena = await keyFor(new Request(url, { headers: { realm: 'arena', 'accept-language': 'en-US' } }));
  const cinema = await keyFor(new Request(url, { headers: { realm: 'cinema', 'accept-language': 'en-US' } }));
  const arenaPt = await keyFor(new Request(url, { headers: { realm: 'arena', 'accept-language': 'pt-BR' } }));
  expect(new Set([arena, cinema, arenaPt]).size).toBe(3);
  expect(new URL(arena).searchParams.get('lk')).toBe('en_US');
});

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

test("one viewer's init is never another's: the key follows the token's subject", async () => {
  const url = 'http://localhost:8080/api/v1/init/';
  const headers = (authorization?: string) => ({ realm: 'arena', 'accept-language': 'en-US', ...(authorization ? { authorization } : {}) });
  const guest = await keyFor(new Request(url, { headers: headers() }));
  const alice = await keyFor(new Request(url, { headers: headers(`Bearer ${jwt({ sub: 'alice' })}`) }));
  const aliceRefreshed = await keyFor(new Request(url, { headers: headers(`Mixed ${jwt({ sub: 'alice', exp: 2 })} r2`) }));
  const bob = await keyFor(new Request(url, { headers: headers(`Bearer ${jwt({ sub: 'bob' })}`) }));
  expect(new Set([guest, alice, bob]).size).toBe(3);
  expect(aliceRefreshed).toBe(alice);
  expect(await viewerOf('Bearer not-a-jwt')).toMatch(/^h:[0-9a-f]{24}$/);
  expect(await viewerOf('Bearer not-a-jwt')).not.toBe(await viewerOf('Bearer other'));
});

test("a child profile's answers are not the adult's: the key carries the profile; a token from the app's encoder is read", async () => {
  const url = 'http://localhost:8080/api/v1/section/home';
  const headers = (authorization: string) => ({ realm: 'cinema', 'accept-language': 'en-US', authorization });
  const adult = await keyFor(new Request(url, { headers: headers(`Bearer ${jwt({ sub: 'alice', pro: { id: 'main', type: 'a' } })}`) }));
  const kids = await keyFor(new Request(url, { headers: headers(`Bearer ${jwt({ sub: 'alice', pro: { id: 'kids', type: 'c' } })}`) }));
  expect(adult).not.toBe(kids);
  // base64url with "-" and "_" and no padding, and non-ASCII text in a claim.
  const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ sub: 'zoë>>?', loc: 'pt_BR' }))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  expect(await viewerOf(`Bearer h.${payload}.s`)).toBe('sub:zoë>>?');
});

test("a copy from the worker's cache says so, with its status, headers and body intact", async () => {
  const cached = new Response('{"a":1}', { status: 200, headers: { 'content-type': 'application/json', etag: '"1"' } });
  const marked = markServedFromCache(cached, 'fallback');
  expect(marked.headers.get(SERVED_FROM_CACHE)).toBe('fallback');
  expect(marked.headers.get('etag')).toBe('"1"');
  expect(marked.status).toBe(200);
  expect(await marked.json()).toEqual({ a: 1 });
});
