// U+0000 anywhere in a request's input: PostgreSQL stores no such character in text or jsonb,
// so before parseInput refused it these requests reached the database and answered 500. Each
// must now be the spec's 400 naming the field, and the same request without it must still work.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OperationId } from '../../src/contracts/operations.ts';
import { call, newCustomer, refusal, type CallInput, type Session } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let customer: Session;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
  customer = await newCustomer(h, 'club');
});
afterAll(async () => h?.close());

type Case = { id: OperationId; signedIn?: boolean; input: CallInput<OperationId>; field: string };

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const CASES: Case[] = [
  { id: 'login', input: json({ email: 'a\u0000@b.co', secret: 'zzzzzzzz' }), field: 'email' },
  { id: 'login', input: json({ email: 'a@b.co', secret: 'zz\u0000zzzzzz' }), field: 'secret' },
  { id: 'passwordRequest', input: json({ email: 'a\u0000@b.co' }), field: 'email' },
  { id: 'magicLinkRequest', input: json({ email: 'a\u0000@b.co' }), field: 'email' },
  { id: 'referralSession', input: json({ referralExid: 'a\u0000b' }), field: 'referralExid' },
  { id: 'oauthCode', input: json({ credentials: { id: 'x\u0000', secret: 'y' } }), field: 'credentials.id' },
  { id: 'userProfileUpdate', signedIn: true, input: json({ name: { fullName: 'Demo\u0000Viewer' } }), field: 'name.fullName' },
  { id: 'userProfileUpdate', signedIn: true, input: json({ ['na\u0000me']: 'x' }), field: 'na\u0000me' },
  { id: 'search', input: { query: { q: 'arse\u0000nal' } }, field: 'q' },
  { id: 'favouritePut', signedIn: true, input: { params: { id: 'arena-live-1\u0000' } as never }, field: 'id' },
];

test.each(CASES)('$id with U+0000 in $field: 400 naming the field, not a 500', async ({ id, signedIn, input, field }) => {
  const res = await call(h, signedIn ? customer : null, id, { realm: signedIn ? 'club' : 'arena', ...input });
  expect(res.statusCode).toBe(400);
  const body = refusal(res);
  expect(body.code).toBe('VALIDATION');
  expect(body.message).toContain(`${field}: must not contain a NUL character`);
});

test('the same requests without the character are not refused for it', async () => {
  const res = await call(h, customer, 'userProfileUpdate', json({ name: { fullName: 'Demo Viewer' } }));
  expect(res.statusCode).toBe(200);
  const search = await call(h, null, 'search', { query: { q: 'arsenal' } });
  expect(search.statusCode).toBe(200);
});
