// A seeded fuzz over every operation of the registry (contracts/operations.ts): from a fixed
// seed, about 60 requests per operation — valid ones, and ones with mutated path parameters, query values of
// the wrong type, length or encoding, unknown query keys, missing or wrong client headers,
// huge values, path traversal and wrong methods. Whatever comes in: never a 5xx; every error
// answered in JSON has the spec's shape with the request id of the x-request-id header; every
// /api/ error is JSON; no body shows a stack trace, a file-system path or a file from outside
// the folders the server serves. A new operation must add its example below (the table is
// typed over the registry), and is fuzzed from then on.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { OPERATIONS, OPERATION_IDS, type OperationId, type OperationParams } from '../../src/contracts/operations.ts';
import { createRng, type Rng } from '../../src/server/lib/rng.ts';
import { startHarness, type Harness } from './harness.ts';

const SEED = 'fuzz-v1';
// Enough that every operation gets more than 50 whatever the seed (the check at the end).
const REQUESTS = Math.ceil((OPERATION_IDS.length * 60) / 100) * 100;

type Example<Id extends OperationId> = {
  params: OperationParams<Id>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

/** One valid request per operation. Widths stay small: the fuzz is about input, not rendering. */
const EXAMPLES: { [Id in OperationId]: Example<Id> } = {
  realmDirectory: { params: {} },
  realmByName: { params: { name: 'arena' } },
  realmByHost: { params: {}, query: { host: 'arena.localhost' } },
  init: {
    params: {},
    query: {
      lk: 'en_US',
      pk: 'autoAdvance,audioLanguage',
      readLicences: 'true',
      countEvents: 'LIVE',
      menuTargetPlatform: 'WEB',
      rpp: '6',
      bpp: '4',
    },
  },
  labels: { params: { locale: 'pt_BR' } },
  menu: { params: {}, query: { deviceType: 'MOBILE_WEB' } },
  section: { params: { name: 'home' }, query: { lk: 'en_US', rpp: '6', bpp: '4', p: '1' } },
  search: { params: {}, query: { q: 'arsnal', type: 'LIVE_EVENT,VOD_VIDEO', p: '1', hitsPerPage: '12', lk: 'pt_BR' } },
  popular: { params: {}, query: { lk: 'es_ES' } },
  artworkImage: { params: { realm: 'arena', kind: 'cover', file: 'fuzz.webp' }, query: { w: '160' } },
  artworkLogo: { params: { realm: 'cinema' } },
  artworkIcon: { params: { realm: 'club', file: 'icon-192.png' } },
  font: { params: { file: 'inter-latin-400-normal.woff2' } },
  media: { params: { asset: 'sample', '*': 'chunk-0-00001.m4s' } },
  manifestByHost: { params: {}, headers: { host: 'arena.localhost' } },
  manifestByPrefix: { params: { name: 'club' } },
  openapi: { params: {} },
  // Accounts and tokens (routes/session*.ts, routes/outbox.ts). Bodies are not part of an
  // example: the fuzz sends none or a broken one, so these mostly exercise refusals.
  guestCheckin: { params: {} },
  login: { params: {} },
  signupForm: { params: {} },
  signup: { params: {} },
  signupPbr: { params: {} },
  tokenRefresh: { params: {} },
  logout: { params: {}, headers: { authorization: 'Bearer not.a.token' } },
  passwordRequest: { params: {} },
  passwordReset: { params: {} },
  confirmationVerify: { params: {} },
  magicLinkRequest: { params: {} },
  magicLinkVerify: { params: {} },
  tvPinIssue: { params: {} },
  tvPinPoll: { params: {} },
  tvPinAuthorize: { params: {}, headers: { authorization: 'Bearer not.a.token' } },
  oauthCode: { params: {} },
  oauthToken: { params: {} },
  impersonationToken: { params: {}, headers: { authorization: 'Bearer not.a.token' } },
  impersonate: { params: {}, query: { token: 'x'.repeat(43) } },
  pendingActivation: { params: { id: '00000000-0000-4000-8000-000000000000' } },
  pendingActivationActivate: { params: { id: '00000000-0000-4000-8000-000000000000' } },
  pendingActivationEntitlement: { params: { id: '00000000-0000-4000-8000-000000000000' } },
  pendingActivationDelete: { params: { id: '00000000-0000-4000-8000-000000000000' } },
  referralSession: { params: {} },
  // Federated sign-in (routes/session-federated.ts) and the demo provider (routes/idp.ts).
  providerAuthorization: { params: {} },
  providerSignin: { params: {} },
  authenticationProviderDelete: { params: { id: 'ID_PROVIDER' }, headers: { authorization: 'Bearer not.a.token' } },
  idpConfiguration: { params: { realm: 'cinema' } },
  idpKeys: { params: { realm: 'cinema' } },
  idpAuthorize: {
    params: { realm: 'cinema' },
    query: {
      response_type: 'code',
      client_id: 'cinema-web',
      redirect_uri: encodeURIComponent('http://localhost/realm/cinema/login/redirect'),
      scope: 'openid%20email',
      state: 'fuzz-state-0123456789',
      nonce: 'fuzz-nonce-0123456789',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    },
  },
  idpSignIn: { params: { realm: 'cinema' } },
  idpToken: { params: { realm: 'cinema' } },
  outbox: { params: {}, query: { realm: 'arena' } },
  outboxPage: { params: {}, query: { realm: 'cinema' } },
  // account (routes/account*.ts): without a token these answer 401 before reading their input.
  userProfile: { params: {} },
  userProfileUpdate: { params: {} },
  passwordChange: { params: {} },
  missingInformation: { params: {} },
  partitions: { params: {} },
  userPartition: { params: {} },
  userPartitionUpdate: { params: {} },
  profiles: { params: {} },
  profileCreate: { params: {} },
  profileUpdate: { params: { id: '00000000-0000-4000-8000-000000000001' } },
  profileDelete: { params: { id: '00000000-0000-4000-8000-000000000001' } },
  profileSelect: { params: { id: '00000000-0000-4000-8000-000000000001' } },
  preferences: { params: {} },
  preferencesUpdate: { params: {} },
  consentPrompts: { params: {} },
  consentAnswers: { params: {}, query: { functionalPurposes: 'TERMS_AND_CONDITIONS,EMAIL_MARKETING' } },
  consentAnswersUpdate: { params: {} },
  parentalControl: { params: {} },
  parentalControlUpdate: { params: {} },
  parentalControlVerify: { params: {} },
  parentalControlResetRequest: { params: {} },
  // Playback (routes/playback.ts, routes/live.ts): the first three answer 401 without a token;
  // the live playlist is public and made from the clock.
  playback: { params: { id: 'arena-live-1' } },
  // Browse (routes/browse.ts, routes/section.ts); promo notifications answer 401 without a token.
  bucketPage: { params: { name: 'home', id: 'arena-home-highlights' }, query: { lk: 'en_US', p: '2', bpp: '4' } },
  grid: { params: {}, query: { type: 'VOD_VIDEO', p: '1', rpp: '9' } },
  releases: { params: {}, query: { p: '1', rpp: '16' } },
  browse: { params: {}, query: { lk: 'pt_BR' } },
  promoNotifications: { params: {}, query: { maxNotifications: '1' } },
  promoDismiss: { params: { id: 'arena-welcome' } },
  playbackHeartbeat: { params: { id: '00000000-0000-4000-8000-000000000002' } },
  playbackRelease: { params: { id: '00000000-0000-4000-8000-000000000002' } },
  livePlaylist: { params: { realm: 'arena', id: 'arena-live-1', file: 'media_0.m3u8' }, query: { dvr: '1740' } },
  // Library (routes/content.ts).
  contentDetail: { params: { id: 'arena-season-1' }, query: { lk: 'pt_BR', p: '1', ipp: '5', type: 'VOD_SEASON' } },
  newsList: { params: {}, query: { lk: 'en_US', p: '2', ipp: '3' } },
  // Schedule, lists and rankings (routes/schedule.ts, routes/lists.ts): the lists answer 401 without a token.
  schedule: { params: {}, query: { from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00Z', lk: 'en_US' } },
  upcoming: { params: {}, query: { p: '1' } },
  fighters: { params: {}, query: { category: 'flyweight', offset: '5', limit: '5' } },
  favourites: { params: {}, query: { p: '1' } },
  favouriteIds: { params: {} },
  favouriteGet: { params: { id: 'arena-live-1' } },
  favouritePut: { params: { id: 'arena-live-1' } },
  favouriteDelete: { params: { id: 'arena-live-1' } },
  watchlists: { params: {} },
  watchlistCreate: { params: {} },
  watchlistGet: { params: { id: '00000000-0000-4000-8000-000000000003' } },
  watchlistRename: { params: { id: '00000000-0000-4000-8000-000000000003' } },
  watchlistDelete: { params: { id: '00000000-0000-4000-8000-000000000003' } },
  watchlistItemPut: { params: { id: '00000000-0000-4000-8000-000000000003', contentId: 'arena-vod-3' } },
  watchlistItemDelete: { params: { id: '00000000-0000-4000-8000-000000000003', contentId: 'arena-vod-3' } },
  // The player's details and watch progress (routes/watch.ts); progress answers 401 without a token.
  playerItem: { params: { id: 'arena-vod-3' }, query: { lk: 'pt_BR' } },
  multiViewEvents: { params: {}, query: { lk: 'en_US' } },
  progressList: { params: {}, query: { p: '1', perPage: '10' } },
  progressGet: { params: { id: 'arena-vod-3' } },
  progressSave: { params: { id: 'arena-vod-3' } },
  // The analytics collector (routes/analytics.ts): bodies come from the fuzz's broken ones.
  analyticsBatch: { params: {} },
  analyticsConfig: { params: {} },
  analyticsIdentity: { params: { action: 'identify' } },
  analyticsStored: { params: {}, query: { name: 'Page Viewed' } },
  // Commerce (routes/commerce.ts, routes/customer-billing.ts): customers only, so 401 without a
  // token; tests/api/commerce-fuzz.test.ts fuzzes them signed in.
  basketCreate: { params: {} },
  basketGet: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  basketVoucherApply: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  basketVoucherRemove: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  basketPay: { params: { id: '00000000-0000-4000-8000-000000000004' }, headers: { 'idempotency-key': 'fuzz-key-0001' } },
  paymentAuthorise: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  subscriptions: { params: {} },
  subscriptionCancel: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  subscriptionReactivate: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  priceMigrations: { params: {} },
  priceMigrationConfirm: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  priceMigrationDecline: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  priceMigrationCreate: { params: { id: 'arena-monthly' } },
  paymentHistory: { params: {}, query: { rpp: '10', p: '1' } },
  cards: { params: {}, query: { rpp: '20', p: '1' } },
  cardDelete: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  subscriptionCardSet: { params: { id: '00000000-0000-4000-8000-000000000004', subscriptionId: '00000000-0000-4000-8000-000000000005' } },
  paymentDetails: { params: {} },
  paymentDetail: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  billingAddresses: { params: {} },
  billingAddressPut: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  billingDetails: { params: {} },
  giftCatalogue: { params: {}, query: { countryCode: 'GB' } },
  giftBasketAdd: { params: { id: 'arena-monthly' }, query: { countryCode: 'GB' } },
  giftRedemption: { params: { id: '00000000-0000-4000-8000-000000000004' } },
  giftRedeem: { params: { id: '00000000-0000-4000-8000-000000000004' } },
};

/** Values that have broken servers somewhere: encodings, traversal, types, sizes, injections. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '%',
  '%00',
  '%ff',
  '%E0%A4%A',
  '%C0%AE%C0%AE%2F',
  '..',
  '..%2f..%2f..%2fpackage.json',
  '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%252e%252e%252fpackage.json',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..%5c..%5cpackage.json',
  'chunk-0-00001.m4s%2F..%2F..%2F..%2Fpackage.json',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%24%7Bjndi%3Aldap%3A%2F%2Fx%7D',
  "'%20OR%201%3D1--",
  '__proto__',
  'constructor',
  '%C3%A9t%C3%A9',
  '%F0%9F%92%A5',
  'CON',
  'x'.repeat(300),
  'y'.repeat(5000),
  '9'.repeat(400),
];

const HEADER_VALUES = [
  '',
  ' ',
  'x',
  'arena',
  'nowhere',
  'ARENA',
  '*',
  'a'.repeat(4000),
  'de-DE;q=abc, *;q=-1',
  'en-US;q=2',
  'gzip;q=0, br;q=0',
  'Mixed a b',
];
const METHODS: HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const CLIENT_HEADERS = [
  'realm',
  'x-api-key',
  'x-app-id',
  'x-device-id',
  'accept-language',
  'authorization',
  'accept-encoding',
  'if-none-match',
  'range',
  'x-request-id',
  'host',
];

type Request = { method: HTTPMethods; url: string; headers: Record<string, string>; payload?: string; what: string };

function pathOf(id: OperationId, params: Record<string, string>): string {
  return OPERATIONS[id].path.replace(/:([A-Za-z][A-Za-z0-9]*)|\*/g, (_whole, name: string | undefined) => params[name ?? '*'] ?? '');
}

const queryString = (query: Record<string, string | string[]>) => {
  const parts = Object.entries(query).flatMap(([k, v]) => [v].flat().map((one) => `${k}=${one}`));
  return parts.length ? `?${parts.join('&')}` : '';
};

function mutate(rng: Rng, id: OperationId, clientHeaders: Record<string, string>): Request {
  const example: Example<OperationId> = EXAMPLES[id];
  const params: Record<string, string> = { ...example.params };
  const query: Record<string, string | string[]> = { ...example.query };
  let headers: Record<string, string> = { ...(OPERATIONS[id].client ? clientHeaders : {}), ...example.headers };
  let method: HTTPMethods = OPERATIONS[id].method;
  let payload: string | undefined;
  const kind = rng.int(0, 9);
  const nasty = () => rng.pick(NASTY);
  let what = 'valid';
  const paramNames = Object.keys(params);
  if (kind === 1 && paramNames.length > 0) {
    const name = rng.pick(paramNames);
    params[name] = nasty();
    what = `param ${name}`;
  } else if (kind === 2) {
    const keys = Object.keys(query);
    const name =
      keys.length > 0 && rng.chance(0.8)
        ? rng.pick(keys)
        : rng.pick(['lk', 'rpp', 'bpp', 'p', 'w', 'host', 'deviceType', 'pk', 'section', 'q', 'type', 'hitsPerPage']);
    query[name] = rng.chance(0.2) ? [nasty(), nasty()] : nasty();
    what = `query ${name}`;
  } else if (kind === 3) {
    query[rng.pick(['zzz', '__proto__', 'constructor[prototype][x]', 'a[]', '%ff', 'w%00'])] = nasty();
    what = 'unknown query key';
  } else if (kind === 4) {
    const name = rng.pick(CLIENT_HEADERS);
    if (rng.chance(0.4)) headers = Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
    else headers[name] = rng.pick(HEADER_VALUES);
    what = `header ${name}`;
  } else if (kind === 5) {
    method = rng.pick(METHODS);
    if (method !== 'HEAD' && method !== 'OPTIONS' && rng.chance(0.5)) {
      payload = rng.pick(['{', '{"a":1}', '[]', 'x'.repeat(2000), '\u0000']);
      headers['content-type'] = rng.pick([
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]);
    }
    what = `method ${method}`;
  } else if (kind === 6) {
    const suffix = rng.pick([
      '/..',
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '//',
      '/.',
      '%00',
      '/%E0%A4%A',
      '?%',
    ]);
    what = `path ${suffix}`;
    return { method, url: pathOf(id, params) + suffix + queryString(query), headers, what: `${id} ${what}` };
  } else if (kind === 7) {
    // Many parameters at once, and a long query.
    for (const name of paramNames) if (rng.chance(0.5)) params[name] = nasty();
    for (let i = 0; i < rng.int(1, 40); i++) query[`k${i}`] = nasty();
    what = 'many at once';
  }
  return {
    method,
    url: pathOf(id, params) + queryString(query),
    headers,
    ...(payload === undefined ? {} : { payload }),
    what: `${id} ${what}`,
  };
}

/** Requests outside the operations: the app shell's files and traversal through it. */
const SHELL_PATHS = [
  '/assets/..%2f..%2fpackage.json',
  '/%2e%2e/package.json',
  '/..%5c..%5cpackage.json',
  '/assets/%2e%2e/%2e%2e/etc/passwd',
  '/index.html.br',
  '/server/entry-server.js',
  '/realm/%E0%A4%A/',
  '/realm/..%2f/x',
];

/** `at fn (/path/file.js:1:2)`, `at file:///x.ts:1:2`, `at node:internal/…:1:2`: a stack frame, not a kick-off time. */
const STACK_FRAME = /\bat (?:[\w.<>$[\] ]+ )?\(?(?:\/|file:\/\/|node:)[^\s)"]*:\d+:\d+/;
const LEAKS = [STACK_FRAME, /node_modules/, /file:\/\//, /"devDependencies"/, /root:x:0:0/];

let h: Harness;
let dist: string;

beforeAll(async () => {
  // A build of our own, so a rebuild elsewhere never changes what the fuzz sees.
  dist = await mkdtemp(join(tmpdir(), 'fuzz-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="{{lang}}" data-realm="{{realm}}" style="background: {{background}}"><head><!--realm-head--></head><body></body></html>',
  );
  await writeFile(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  h = await startHarness({ config: { distDir: dist } });
});

afterAll(async () => {
  await h.close();
  await rm(dist, { recursive: true, force: true });
});

function problems(request: Request, res: LightMyRequestResponse): string[] {
  const found: string[] = [];
  if (res.statusCode >= 500) found.push(`status ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  const error = res.statusCode >= 400;
  const hasBody = request.method !== 'HEAD' && res.rawPayload.length > 0;
  if (error && hasBody && request.url.startsWith('/api/') && !type.startsWith('application/json'))
    found.push(`an /api/ error answered as ${type}`);
  if (error && hasBody && type.startsWith('application/json')) {
    const parsed = apiError.safeParse(JSON.parse(res.body));
    if (!parsed.success) found.push(`error body not in the spec's shape: ${res.body.slice(0, 200)}`);
    else {
      if (parsed.data.status !== res.statusCode) found.push(`body status ${parsed.data.status} on a ${res.statusCode}`);
      if (parsed.data.requestId !== res.headers['x-request-id']) found.push('requestId differs from x-request-id');
    }
  }
  if (/^(?:application\/json|text\/|application\/manifest|image\/svg|application\/vnd\.apple|application\/dash)/.test(type) || error) {
    for (const leak of LEAKS) if (leak.test(res.body)) found.push(`body shows ${String(leak)}`);
    if (res.body.includes(process.cwd())) found.push('body shows the working directory');
  }
  return found;
}

test(`${REQUESTS} seeded good and bad requests over every operation: no 5xx, errors in shape, nothing leaked`, async () => {
  const rng = createRng(SEED);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const perOperation = new Map<OperationId, number>();
  const clients = { arena: await h.clientHeaders('arena'), cinema: await h.clientHeaders('cinema'), club: await h.clientHeaders('club') };
  // Its own counter, not i: with i, the app-shell requests (every 40th) would always take the
  // turn of the same operations whenever the number of operations shares a factor with 40.
  let turn = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const request: Request =
      i % 40 === 39
        ? { method: 'GET', url: rng.pick(SHELL_PATHS), headers: {}, what: 'app shell' }
        : (() => {
            // Every operation in turn, so each gets its share whatever the seed.
            const id = OPERATION_IDS[turn++ % OPERATION_IDS.length] ?? 'realmDirectory';
            perOperation.set(id, (perOperation.get(id) ?? 0) + 1);
            return mutate(rng, id, rng.pick([clients.arena, clients.cinema, clients.club]));
          })();
    const res = await h.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    for (const problem of problems(request, res))
      failures.push(`${request.what}: ${request.method} ${request.url.slice(0, 160)} → ${res.statusCode}: ${problem}`);
  }
  expect(failures.slice(0, 20)).toEqual([]);
  // The mix did exercise both sides: successes and refusals.
  expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
  expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
  for (const id of OPERATION_IDS) expect(perOperation.get(id), id).toBeGreaterThan(50);
}, 120_000);
