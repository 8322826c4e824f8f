// The identity calls' rules (spec §8): one request in flight — a second is refused with the
// spec's message, word for word, and the next after the answer goes through — and only 200,
// 202 and 400 are read: 400's body comes back as the refusal, any other status raises.
import { expect, test } from 'vitest';
import { IDENTITY_IN_FLIGHT_MESSAGE } from '../../contracts/analytics-constants.ts';
import { IdentityStatusError, createIdentityClient, type IdentityTransport } from './identity.ts';

const answer =
  (status: number, body: unknown = { mpid: '-42', loggedIn: true }): IdentityTransport =>
  async () => ({ status, body });

test('a second call while one is pending is refused with the spec message; after the answer the next goes', async () => {
  let release: (value: { status: number; body: unknown }) => void = () => {};
  const calls: string[] = [];
  const client = createIdentityClient('device-0001', (action) => {
    calls.push(action);
    return new Promise((resolve) => (release = resolve));
  });
  const first = client.request('identify', { customerId: null });
  expect(client.pending).toBe(true);
  await expect(client.request('login', { customerId: 'c-1' })).rejects.toThrow(new Error(IDENTITY_IN_FLIGHT_MESSAGE));
  expect(IDENTITY_IN_FLIGHT_MESSAGE).toBe(
    'There is currently an Identity request processing. Please wait for this to return before requesting again',
  );
  // Refused, not queued: the transport saw only the first.
  expect(calls).toEqual(['identify']);
  release({ status: 200, body: { mpid: '7', loggedIn: false } });
  await expect(first).resolves.toEqual({ status: 200, mpid: '7', loggedIn: false });
  expect(client.pending).toBe(false);
  const second = client.request('login', { customerId: 'c-1' });
  release({ status: 200, body: { mpid: '8', loggedIn: true } });
  await expect(second).resolves.toEqual({ status: 200, mpid: '8', loggedIn: true });
  expect(calls).toEqual(['identify', 'login']);
});

test('a call that failed frees the slot too', async () => {
  let fail = true;
  const client = createIdentityClient('device-0001', async () => {
    if (fail) throw new TypeError('Failed to fetch');
    return { status: 200, body: { mpid: '1', loggedIn: false } };
  });
  await expect(client.request('identify', {})).rejects.toThrow('Failed to fetch');
  fail = false;
  await expect(client.request('identify', {})).resolves.toMatchObject({ status: 200 });
});

test('the body carries the device id and the identities as given', async () => {
  let sent: unknown = null;
  const client = createIdentityClient('device-0001', async (_action, body) => {
    sent = body;
    return { status: 202, body: { mpid: '5', loggedIn: true } };
  });
  await client.request('modify', { customerId: 'c-1', email: null });
  expect(sent).toEqual({ deviceId: 'device-0001', knownIdentities: { customerId: 'c-1', email: null } });
});

test('200 and 202 are read; 400 answers its body as the refusal', async () => {
  await expect(createIdentityClient('d-000001', answer(200)).request('identify', {})).resolves.toEqual({
    status: 200,
    mpid: '-42',
    loggedIn: true,
  });
  await expect(createIdentityClient('d-000001', answer(202)).request('modify', {})).resolves.toEqual({
    status: 202,
    mpid: '-42',
    loggedIn: true,
  });
  const refusal = { status: 400, code: 'VALIDATION', message: 'Invalid body' };
  await expect(createIdentityClient('d-000001', answer(400, refusal)).request('login', {})).resolves.toEqual({ status: 400, refusal });
});

test.each([201, 204, 301, 401, 403, 404, 409, 429, 500, 503])('status %i raises an error', async (status) => {
  const client = createIdentityClient('d-000001', answer(status));
  const error: unknown = await client.request('identify', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IdentityStatusError);
  expect((error as IdentityStatusError).status).toBe(status);
  expect(client.pending).toBe(false);
});

test('a 200 without an analytics user id raises rather than initialising with nothing', async () => {
  await expect(createIdentityClient('d-000001', answer(200, { loggedIn: true })).request('identify', {})).rejects.toThrow(
    'no analytics user id',
  );
  await expect(createIdentityClient('d-000001', answer(200, { mpid: 'abc', loggedIn: true })).request('identify', {})).rejects.toThrow(
    'no analytics user id',
  );
});
