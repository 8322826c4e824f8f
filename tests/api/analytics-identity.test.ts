// The customer-data library's identity calls (routes/analytics.ts, services/analytics-identity.ts)
// over the real database: identify, login and logout answer 200 with an analytics user id that
// is stable per realm and customer id (or device id when none), modify answers 202, every call
// is recorded, every bad body field is named in a 400, and realms that have not switched the
// collector on refuse with 403. Batches keep the analytics user they were sent for.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANALYTICS_USER_ID_PATTERN, IDENTITY_MAX_VALUE, analyticsStored, identityAnswer } from '../../src/contracts/analytics.ts';
import { operationPath } from '../../src/contracts/operations.ts';
import { analyticsUserId } from '../../src/server/services/analytics-identity.ts';
import { refusal, refused } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});

afterAll(async () => {
  await h.close();
});

const device = () => `device-${randomUUID()}`;

async function call(action: string, body: unknown, options: { realm?: string; type?: string; raw?: string } = {}) {
  const headers = await h.clientHeaders(options.realm ?? 'arena', { 'content-type': options.type ?? 'text/plain;charset=UTF-8' });
  return h.inject({
    method: 'POST',
    url: `/api/v1/analytics/identity/${action}`,
    headers,
    payload: options.raw ?? JSON.stringify(body),
  });
}

async function answered(action: string, body: unknown, status = 200, realm = 'arena') {
  const res = await call(action, body, { realm });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['cache-control']).toBe('no-store');
  return identityAnswer.parse(res.json());
}

test('the registry path is the one the tests call', () => {
  expect(operationPath('analyticsIdentity', { action: 'login' })).toBe('/api/v1/analytics/identity/login');
});

test('identify with no customer id answers the device user; the same device the same id, another device another', async () => {
  const d = device();
  const first = await answered('identify', { deviceId: d, knownIdentities: { customerId: null, email: null } });
  expect(first.mpid).toMatch(ANALYTICS_USER_ID_PATTERN);
  expect(first.loggedIn).toBe(false);
  expect(await answered('identify', { deviceId: d, knownIdentities: {} })).toEqual(first);
  expect((await answered('identify', { deviceId: device(), knownIdentities: {} })).mpid).not.toBe(first.mpid);
});

test('login answers the customer user: the same on every device, another in another realm', async () => {
  const customerId = randomUUID();
  const a = await answered('login', { deviceId: device(), knownIdentities: { customerId, email: 'viewer@example.com' } });
  const b = await answered('login', { deviceId: device(), knownIdentities: { customerId, email: null } });
  expect(a).toEqual({ mpid: b.mpid, loggedIn: true });
  // identify with a customer id (a page loaded while signed in) is that same user.
  expect((await answered('identify', { deviceId: device(), knownIdentities: { customerId } })).mpid).toBe(a.mpid);
  // Only arena has the collector on, so another realm's user is checked on the derivation itself.
  expect(analyticsUserId('arena', 'customer', customerId)).toBe(a.mpid);
  expect(analyticsUserId('cinema', 'customer', customerId)).not.toBe(a.mpid);
  expect(analyticsUserId('arena', 'device', customerId)).not.toBe(a.mpid);
});

test('logout answers the device user whatever identities come along', async () => {
  const d = device();
  const anonymous = await answered('identify', { deviceId: d, knownIdentities: {} });
  const customerId = randomUUID();
  const signedIn = await answered('login', { deviceId: d, knownIdentities: { customerId } });
  expect(signedIn.mpid).not.toBe(anonymous.mpid);
  expect(await answered('logout', { deviceId: d, knownIdentities: { customerId } })).toEqual(anonymous);
});

test('modify is accepted with 202 and recorded with the new identities', async () => {
  const d = device();
  const customerId = randomUUID();
  const answer = await answered('modify', { deviceId: d, knownIdentities: { customerId, email: 'new@example.com' } }, 202);
  expect(answer.loggedIn).toBe(true);
  const rows = await h.db
    .selectFrom('analytics_identity')
    .select(['action', 'mpid', 'customer_id', 'email', 'device_id'])
    .where('device_id', '=', d)
    .execute();
  expect(rows).toEqual([{ action: 'modify', mpid: answer.mpid, customer_id: customerId, email: 'new@example.com', device_id: d }]);
});

test('every call is recorded in order, application/json bodies too', async () => {
  const d = device();
  await answered('identify', { deviceId: d, knownIdentities: {} });
  const res = await call('login', { deviceId: d, knownIdentities: { customerId: 'c-1' } }, { type: 'application/json' });
  expect(res.statusCode, res.body).toBe(200);
  await answered('logout', { deviceId: d, knownIdentities: {} });
  const rows = await h.db
    .selectFrom('analytics_identity')
    .select(['action', 'customer_id'])
    .where('device_id', '=', d)
    .orderBy('received_at')
    .execute();
  expect(rows).toEqual([
    { action: 'identify', customer_id: null },
    { action: 'login', customer_id: 'c-1' },
    { action: 'logout', customer_id: null },
  ]);
});

describe('bad input is refused with 400 naming the field, and records nothing', () => {
  const good = { deviceId: 'device-0001', knownIdentities: { customerId: 'c-1', email: null } };
  const identities = (change: Record<string, unknown>) => ({ ...good, knownIdentities: { ...good.knownIdentities, ...change } });
  const cases: [string, unknown, string][] = [
    ['device id missing', { knownIdentities: {} }, 'deviceId'],
    ['device id a number', { ...good, deviceId: 12345678 }, 'deviceId'],
    ['device id too short', { ...good, deviceId: 'abc' }, 'deviceId'],
    ['device id with spaces', { ...good, deviceId: 'a device id' }, 'deviceId'],
    ['identities missing', { deviceId: good.deviceId }, 'knownIdentities'],
    ['identities a list', { ...good, knownIdentities: ['c-1'] }, 'knownIdentities'],
    ['identities null', { ...good, knownIdentities: null }, 'knownIdentities'],
    ['customer id a number', identities({ customerId: 42 }), 'knownIdentities.customerId'],
    ['customer id a boolean', identities({ customerId: true }), 'knownIdentities.customerId'],
    ['customer id an object', identities({ customerId: { id: 'c-1' } }), 'knownIdentities.customerId'],
    ['customer id empty', identities({ customerId: '  ' }), 'knownIdentities.customerId'],
    ['customer id too long', identities({ customerId: 'c'.repeat(IDENTITY_MAX_VALUE + 1) }), 'knownIdentities.customerId'],
    ['email a number', identities({ email: 7 }), 'knownIdentities.email'],
    ['customer id with a NUL character', identities({ customerId: 'c\u00001' }), 'knownIdentities.customerId'],
    ['email with a NUL character', identities({ email: 'a\u0000@example.com' }), 'knownIdentities.email'],
    ['email a list', identities({ email: ['a@example.com'] }), 'knownIdentities.email'],
    ['unknown identity', identities({ phone: '555' }), 'knownIdentities'],
    ['unknown field', { ...good, mpid: '1' }, '(root)'],
    ['a list for a body', [good], '(root)'],
  ];
  test.each(cases)('%s', async (_what, body, field) => {
    const res = await call('identify', body);
    expect(refused(res)).toEqual([400, 'VALIDATION', 'generic']);
    const fields = (refusal(res).details?.fields ?? []) as { field: string }[];
    expect(fields.map((f) => f.field)).toContain(field);
    expect(await h.db.selectFrom('analytics_identity').select('id').where('device_id', '=', 'device-0001').execute()).toEqual([]);
  });

  test('an action that is not one of the four', async () => {
    const res = await call('alias', good);
    expect(refused(res)).toEqual([400, 'VALIDATION', 'generic']);
    expect(((refusal(res).details?.fields ?? []) as { field: string }[]).map((f) => f.field)).toContain('action');
  });

  test('text that is not JSON', async () => {
    expect(refused(await call('identify', null, { raw: '{"deviceId":' }))).toEqual([400, 'BAD_REQUEST', 'generic']);
  });

  test('a body over the size limit', async () => {
    const res = await call('identify', null, { raw: JSON.stringify({ pad: 'x'.repeat(8 * 1024) }) });
    expect(res.statusCode).toBe(413);
    refusal(res);
  });
});

test('realms whose customer-data provider is not enabled with the string "true" refuse with 403, recording nothing', async () => {
  for (const realm of ['cinema', 'club']) {
    const d = device();
    expect(refused(await call('identify', { deviceId: d, knownIdentities: {} }, { realm }))).toEqual([403, 'FORBIDDEN', 'generic']);
    expect(await h.db.selectFrom('analytics_identity').select('id').where('device_id', '=', d).execute()).toEqual([]);
  }
});

test('a batch keeps the analytics user it was sent for; one without stores none', async () => {
  const { mpid } = await answered('identify', { deviceId: device(), knownIdentities: {} });
  const sessionId = randomUUID();
  const batch = (withUser: boolean) => ({
    id: randomUUID(),
    sessionId,
    sentAt: new Date().toISOString(),
    ...(withUser ? { mpid } : {}),
    events: [{ id: randomUUID(), name: 'Page Viewed', timestamp: new Date().toISOString(), attributes: {} }],
  });
  const headers = await h.clientHeaders('arena', { 'content-type': 'text/plain' });
  for (const withUser of [true, false]) {
    const res = await h.inject({
      method: 'POST',
      url: operationPath('analyticsBatch', {}),
      headers,
      payload: JSON.stringify(batch(withUser)),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const stored = analyticsStored.parse(await h.app.services.analytics.stored('arena', { sessionId }));
  expect(stored.events.map((e) => e.mpid).sort()).toEqual([mpid, null].sort());
  const bad = await h.inject({
    method: 'POST',
    url: operationPath('analyticsBatch', {}),
    headers,
    payload: JSON.stringify({ ...batch(false), mpid: 'user-1' }),
  });
  expect(refused(bad)).toEqual([400, 'VALIDATION', 'generic']);
});
