// Replayed public answers (routes/public-replay.ts, decision 0067), over a listening server: a
// GET identical to one answered from the answer cache is answered before routing with the same
// status, headers and bytes; whatever the route would refuse or answer differently (another
// key, device id, language, a token, a conditional request) still reaches the route; and a
// change to the realm's data is seen on the next request.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { labels } from '../../src/contracts/labels.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { startHarness, type Harness } from './harness.ts';
import { setSignIn } from './realm-fixture.ts';

let h: Harness;
let base: string;

beforeAll(async () => {
  // Counters read once a minute, as in production: a hit needs no query, so it can be replayed.
  h = await startHarness({ config: { cacheCheckMs: 60_000 } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await h.close();
});

const replayed = () => h.app.replay?.stats().replayed ?? Number.NaN;

type Seen = { status: number; headers: Record<string, string>; body: string };

async function get(path: string, headers: Record<string, string>): Promise<Seen> {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

/**
 * The headers two answers must share: all but their own request id, the clock's date and the
 * length (a kept answer's quick compression is replaced by a smaller one when made: the same
 * JSON and ETag, other bytes; the bodies are compared decoded).
 */
const shared = ({ headers }: Seen) => {
  const { 'x-request-id': _id, date: _date, 'content-length': _length, ...rest } = headers;
  return rest;
};

const PUBLIC_READS = [
  { what: 'realm by name', path: apiPath.realmByName('arena'), client: false },
  { what: 'labels', path: apiPath.labels('en_US'), client: true },
  { what: 'menu', path: `${apiPath.menu()}?deviceType=WEB`, client: true },
  { what: 'section home', path: `${apiPath.section('home')}?lk=en_US&rpp=6&bpp=4`, client: true },
  { what: 'init for a guest', path: `${apiPath.init()}?lk=en_US&rpp=6&bpp=4`, client: true },
];

test.each(PUBLIC_READS)(
  '$what: the third identical request is replayed, with the same status, headers and bytes',
  async ({ path, client }) => {
    const headers = client ? await h.clientHeaders('arena') : {};
    await get(path, headers); // made and kept
    const taught = await get(path, headers); // a hit: the route answers it and it is recorded
    expect(taught.status).toBe(200);
    const before = replayed();
    const again = await get(path, headers);
    expect(replayed()).toBe(before + 1);
    expect(again.status).toBe(200);
    expect(shared(again)).toEqual(shared(taught));
    expect(again.body).toBe(taught.body);
    expect(again.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(again.headers['x-request-id']).not.toBe(taught.headers['x-request-id']);
    // The caller's own request id is kept, as the app keeps it.
    expect((await get(path, { ...headers, 'x-request-id': 'caller-chosen-id-1' })).headers['x-request-id']).toBe('caller-chosen-id-1');
  },
);

async function taughtSection() {
  const path = `${apiPath.section('home')}?lk=en_US&rpp=6&bpp=4`;
  const headers = await h.clientHeaders('arena');
  for (let i = 0; i < 3; i++) await get(path, headers);
  return { path, headers };
}

test('what the route refuses is refused after a replay too: a wrong key, a bad or missing device id', async () => {
  const { path, headers } = await taughtSection();
  const wrongKey = await get(path, { ...headers, 'x-api-key': 'pk_arena_not_the_key' });
  expect(wrongKey.status).toBe(401);
  expect(apiError.parse(JSON.parse(wrongKey.body)).messageKey).toBe('failedAuthentication');
  const before = replayed();
  expect((await get(path, { ...headers, 'x-device-id': 'bad' })).status).toBe(400);
  const { 'x-device-id': _device, ...withoutDevice } = headers;
  const missing = await get(path, withoutDevice);
  expect(missing.status).toBe(400);
  expect(apiError.parse(JSON.parse(missing.body)).details).toMatchObject({ missing: ['x-device-id'] });
  expect(replayed()).toBe(before);
  // Another device id with the same request is the same answer, replayed.
  expect((await get(path, { ...headers, 'x-device-id': 'another-device-0002' })).status).toBe(200);
  expect(replayed()).toBe(before + 1);
});

test('another language, a token or a conditional request reaches the route', async () => {
  const { path, headers } = await taughtSection();
  const before = replayed();
  const labelsPath = apiPath.labels('pt_BR');
  const portuguese = await get(labelsPath, { ...headers, 'accept-language': 'pt-BR' });
  expect(labels.parse(JSON.parse(portuguese.body)).selected_locale).toBe('pt_BR');
  const withToken = await get(path, { ...headers, authorization: 'Bearer not-a-token' });
  expect(withToken.status).toBe(200);
  const { etag } = (await get(path, headers)).headers;
  expect(replayed()).toBe(before + 1);
  expect(etag).toBeTruthy();
  expect((await get(path, { ...headers, 'if-none-match': etag ?? '' })).status).toBe(304);
  expect((await get(path, { ...headers, 'if-none-match': etag ?? '' })).status).toBe(304);
  expect(replayed()).toBe(before + 1);
});

test('a change to the realm’s labels is in the next answer, not a replay of the old one', async () => {
  const path = apiPath.labels('en_US');
  const headers = await h.clientHeaders('club');
  for (let i = 0; i < 3; i++) await get(path, headers);
  const before = replayed();
  expect(labels.parse(JSON.parse((await get(path, headers)).body)).translations.signIn).not.toBe('Come on in');
  expect(replayed()).toBe(before + 1);
  await h.app.services.realmData.change(['club'], (trx) => setSignIn(trx, 'club', 'Come on in'));
  expect(labels.parse(JSON.parse((await get(path, headers)).body)).translations.signIn).toBe('Come on in');
  expect(replayed()).toBe(before + 1);
  // The new answer is taught and replayed in its turn.
  await get(path, headers);
  expect(labels.parse(JSON.parse((await get(path, headers)).body)).translations.signIn).toBe('Come on in');
  expect(replayed()).toBe(before + 2);
});
