// Parental control over the real database: setting the PIN (kept hashed), changing the status
// with the PIN and the PIN with the old one or a mailed reset code, checking it with the
// wrong-attempt limit (5, then 429 until the window passes), the reset mail in the outbox,
// and who may do what (guest, customer, child profile, another realm's token).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessage, parentalControl } from '../../src/contracts/session.ts';
import { PIN_WINDOW_S } from '../../src/server/services/account/parental.ts';
import { call, newCustomer, newGuest, refusal, refused, signIn, type Session } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const state = async (s: Session) => parentalControl.parse((await call(h, s, 'parentalControl')).json());
const setPin = (s: Session, body: Record<string, string>) => call(h, s, 'parentalControlUpdate', { body });
const verify = (s: Session, pin: string) => call(h, s, 'parentalControlVerify', { body: { pin } });

/** The reset code of the newest PIN_RESET mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const rows = await h.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'PIN_RESET')
    .orderBy('created_at', 'desc')
    .execute();
  const link = rows[0]?.link ?? '';
  expect(link).toMatch(/^(\/realm\/[a-z]+)?\/confirm-pin-reset\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link, 'http://app.test').searchParams.get('token') ?? '';
}

test('no PIN at first; the first PIN is set with the status, and kept only as a hash', async () => {
  const customer = await newCustomer(h, 'arena');
  const first = await call(h, customer, 'parentalControl');
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('no-store');
  expect(parentalControl.parse(first.json())).toEqual({ status: 'NON_RESTRICTED', pinSet: false });
  const res = await setPin(customer, { pin: '2580', status: 'RESTRICTED' });
  expect(parentalControl.parse(res.json())).toEqual({ status: 'RESTRICTED', pinSet: true });
  expect(await state(customer)).toEqual({ status: 'RESTRICTED', pinSet: true });
  const row = await h.db.selectFrom('parental_control').select('pin_hash').where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
  expect(row.pin_hash).toMatch(/^scrypt\$/);
  expect(row.pin_hash).not.toContain('2580');
});

test('two first PINs at once: one is set, the other is refused as a wrong PIN', async () => {
  const customer = await newCustomer(h, 'arena');
  const answers = await Promise.all([
    setPin(customer, { pin: '1010', status: 'RESTRICTED' }),
    setPin(customer, { pin: '2020', status: 'RESTRICTED' }),
  ]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  const kept = answers[0]?.statusCode === 200 ? '1010' : '2020';
  expect((await verify(customer, kept)).statusCode).toBe(200);
});

test('the status changes with the PIN; a new PIN needs the old one', async () => {
  const customer = await newCustomer(h, 'arena');
  await setPin(customer, { pin: '1111', status: 'RESTRICTED' });
  expect(refused(await setPin(customer, { pin: '2222', status: 'NON_RESTRICTED' }))).toEqual([403, 'FORBIDDEN', 'pinIncorrect']);
  expect(await state(customer)).toEqual({ status: 'RESTRICTED', pinSet: true });
  expect(parentalControl.parse((await setPin(customer, { pin: '1111', status: 'NON_RESTRICTED' })).json()).status).toBe('NON_RESTRICTED');
  expect(refused(await setPin(customer, { pin: '3333', currentPin: '9999', status: 'RESTRICTED' }))[2]).toBe('pinIncorrect');
  expect((await setPin(customer, { pin: '3333', currentPin: '1111', status: 'RESTRICTED' })).statusCode).toBe(200);
  expect((await verify(customer, '3333')).json()).toEqual({ ok: true });
  expect(refused(await verify(customer, '1111'))[2]).toBe('pinIncorrect');
});

test('bad bodies are refused by the schema', async () => {
  const customer = await newCustomer(h, 'arena');
  for (const body of [
    { pin: '123', status: 'RESTRICTED' },
    { pin: '12345', status: 'RESTRICTED' },
    { pin: 'abcd', status: 'RESTRICTED' },
    { pin: '1234', status: 'ON' },
    { pin: '1234' },
    { pin: '1234', status: 'RESTRICTED', resetCode: 'short' },
    { pin: '1234', status: 'RESTRICTED', extra: true },
  ]) {
    const res = await call(h, customer, 'parentalControlUpdate', { body });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(refusal(res).code).toBe('VALIDATION');
  }
  expect(refusal(await call(h, customer, 'parentalControlVerify', { body: { pin: 1234 } })).details?.fields).toEqual([
    { field: 'pin', problem: expect.any(String) },
  ]);
  expect(refused(await verify(customer, '1234'))).toEqual([409, 'CONFLICT', 'pinNotSet']);
});

test('five wrong PINs, then 429 with Retry-After until the window passes, even for the right PIN', async () => {
  const customer = await newCustomer(h, 'arena');
  await setPin(customer, { pin: '8642', status: 'RESTRICTED' });
  // A right PIN clears what went before.
  expect(refused(await verify(customer, '0000'))[2]).toBe('pinIncorrect');
  expect((await verify(customer, '8642')).statusCode).toBe(200);
  const left: unknown[] = [];
  for (let i = 0; i < 4; i++) left.push(refusal(await verify(customer, '0000')).details?.attemptsLeft);
  // Wrong PINs sent to change the status count too.
  left.push(refusal(await setPin(customer, { pin: '0000', status: 'NON_RESTRICTED' })).details?.attemptsLeft);
  expect(left).toEqual([4, 3, 2, 1, 0]);
  const locked = await verify(customer, '8642');
  expect(refused(locked)).toEqual([429, 'RATE_LIMITED', 'tooManyPinAttempts']);
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(PIN_WINDOW_S);
  expect(refused(await setPin(customer, { pin: '8642', status: 'NON_RESTRICTED' }))[0]).toBe(429);
  // The window is over (moved back in the database, not waited for): the right PIN works again.
  await h.db
    .updateTable('parental_control')
    .set({ failures_since: new Date(Date.now() - (PIN_WINDOW_S + 1) * 1000) })
    .where('user_id', '=', customer.userId)
    .execute();
  expect((await verify(customer, '8642')).statusCode).toBe(200);
  expect(refusal(await verify(customer, '0000')).details).toEqual({ attemptsLeft: 4 });
});

test('parallel wrong guesses do not get past the limit', async () => {
  const customer = await newCustomer(h, 'arena');
  await setPin(customer, { pin: '1357', status: 'RESTRICTED' });
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(customer, String(i).padStart(4, '9'))));
  expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(5);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
});

test('a reset request mails a one-use link; its code sets a new PIN without the old one', async () => {
  const customer = await newCustomer(h, 'cinema');
  const email = `${customer.userId}@test.example`;
  expect(refused(await call(h, customer, 'parentalControlResetRequest'))).toEqual([409, 'CONFLICT', 'pinNotSet']);
  await setPin(customer, { pin: '1212', status: 'RESTRICTED' });
  const res = await call(h, customer, 'parentalControlResetRequest');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
  const mail = await h.db.selectFrom('outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
  expect(outboxMessage.shape.kind.parse(mail.kind)).toBe('PIN_RESET');
  expect(mail.realm).toBe('cinema');
  expect(mail.body).toContain(mail.link ?? 'no link');
  const code = await mailedCode(email);

  // Another account cannot use it; a made-up code is refused; the right one works once.
  const other = await newCustomer(h, 'cinema');
  await setPin(other, { pin: '0000', status: 'RESTRICTED' });
  expect(refusal(await setPin(other, { pin: '5555', status: 'RESTRICTED', resetCode: code })).details?.fields).toEqual([
    { field: 'resetCode', problem: 'pinResetCodeInvalid' },
  ]);
  expect(refused(await setPin(customer, { pin: '5555', status: 'RESTRICTED', resetCode: 'x'.repeat(43) }))).toEqual([
    400,
    'VALIDATION',
    'pinResetCodeInvalid',
  ]);
  expect((await setPin(customer, { pin: '5555', status: 'NON_RESTRICTED', resetCode: code })).statusCode).toBe(200);
  expect((await verify(customer, '5555')).statusCode).toBe(200);
  expect(refused(await setPin(customer, { pin: '6666', status: 'RESTRICTED', resetCode: code }))[2]).toBe('pinResetCodeInvalid');
});

test('only the newest reset code works, codes expire, and three requests an hour is the most', async () => {
  const customer = await newCustomer(h, 'club');
  const email = `${customer.userId}@test.example`;
  await setPin(customer, { pin: '7777', status: 'RESTRICTED' });
  await call(h, customer, 'parentalControlResetRequest');
  const older = await mailedCode(email);
  await call(h, customer, 'parentalControlResetRequest');
  const newer = await mailedCode(email);
  expect(newer).not.toBe(older);
  expect(refused(await setPin(customer, { pin: '1000', status: 'RESTRICTED', resetCode: older }))[2]).toBe('pinResetCodeInvalid');
  await h.db
    .updateTable('one_time_token')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', customer.userId)
    .execute();
  expect(refused(await setPin(customer, { pin: '1000', status: 'RESTRICTED', resetCode: newer }))[2]).toBe('pinResetCodeInvalid');
  expect((await call(h, customer, 'parentalControlResetRequest')).statusCode).toBe(200);
  const fourth = await call(h, customer, 'parentalControlResetRequest');
  expect(refused(fourth)).toEqual([429, 'RATE_LIMITED', 'tooManyPinResetRequests']);
  expect(fourth.headers['retry-after']).toBe('3600');
});

test('guests, child profiles, missing and foreign tokens: what each may do', async () => {
  const guest = await newGuest(h, 'arena');
  for (const id of ['parentalControl', 'parentalControlVerify', 'parentalControlUpdate', 'parentalControlResetRequest'] as const) {
    expect(refused(await call(h, guest, id, { body: { pin: '1234', status: 'RESTRICTED' } }))[0], id).toBe(403);
    expect(refused(await call(h, null, id, { realm: 'arena', body: { pin: '1234', status: 'RESTRICTED' } }))[0], id).toBe(401);
  }
  const main = await signIn(h, 'cinema', 'viewer@cinema.example', 'Main');
  await setPin(main, { pin: '4444', status: 'RESTRICTED' });
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  // The switcher on a child profile reads the status and checks the PIN…
  expect(await state(kids)).toEqual({ status: 'RESTRICTED', pinSet: true });
  expect((await verify(kids, '4444')).statusCode).toBe(200);
  // …but cannot change it or have it reset.
  expect(refused(await setPin(kids, { pin: '4444', status: 'NON_RESTRICTED' }))).toEqual([403, 'FORBIDDEN', 'childProfileNotAllowed']);
  expect(refused(await call(h, kids, 'parentalControlResetRequest'))[2]).toBe('childProfileNotAllowed');
  const club = await signIn(h, 'club', 'viewer@club.example');
  expect(refused(await call(h, club, 'parentalControl', { realm: 'cinema' }))).toEqual([401, 'UNAUTHORIZED', 'failedAuthentication']);
});

test("the mailed link points into the app as the caller reaches it: the realm's host, or /realm/{name} on a shared one", async () => {
  const customer = await newCustomer(h, 'cinema');
  await setPin(customer, { pin: '2468', status: 'RESTRICTED' });
  const links = async () =>
    (
      await h.db
        .selectFrom('outbox')
        .select('link')
        .where('to_address', '=', `${customer.userId}@test.example`)
        .orderBy('created_at', 'desc')
        .execute()
    ).map((r) => r.link);
  expect((await call(h, customer, 'parentalControlResetRequest', { headers: { host: 'cinema.localhost' } })).statusCode).toBe(200);
  expect((await links())[0]).toMatch(/^\/confirm-pin-reset\?token=/);
  expect((await call(h, customer, 'parentalControlResetRequest', { headers: { host: 'localhost:8080' } })).statusCode).toBe(200);
  expect((await links())[0]).toMatch(/^\/realm\/cinema\/confirm-pin-reset\?token=/);
});
