// The account area's security section over the real database: changing the password (POST
// /user/password) and signing out everywhere (POST /logout with `all`). A new password needs the
// current one, follows the realm's rules, ends every session of the account (access tokens and
// refresh families alike, those of other devices and the asking session's old ones) and answers
// new tokens for the session that asked; refusals are in the spec's error shape, naming the field.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn as seededSession } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { NO_LIMITS, call, claimsOf, errorOf, freshEmail, lastMail, login, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
const REALM = 'secure';
const PASSWORD = 'first-pass-1';

beforeAll(async () => {
  h = await startHarness({ seedItems: 20, config: NO_LIMITS });
  await insertRealms(h.db, [testRealm(REALM, { title: 'Secure' })]);
  await h.db
    .insertInto('realm_account_settings')
    .values({ realm: REALM, password_min: 8, required_profile_fields: '[]', partitions: '[]' })
    .execute();
});
afterAll(async () => h?.close());

/** A new account of the test realm, signed in on two devices. */
async function account() {
  const email = freshEmail('secure');
  const here = tokensOf(await call(h, REALM, 'signup', { body: { email, secret: PASSWORD } }));
  const elsewhere = await login(h, REALM, email, PASSWORD);
  return { email, here, elsewhere };
}

const change = (token: string, body: unknown) => call(h, REALM, 'passwordChange', { token, body });
const profileWith = (token: string) => call(h, REALM, 'userProfile', { token });
const fieldsOf = (res: Awaited<ReturnType<typeof call>>) => errorOf(res).details?.fields;

describe('changing the password', () => {
  test('with the current password: the new one signs in, the old one does not', async () => {
    const { email, here } = await account();
    const res = await change(here.authorisationToken, { currentSecret: PASSWORD, secret: 'second-pass-2' });
    const next = tokensOf(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(claimsOf(next.authorisationToken)).toMatchObject({ sub: claimsOf(here.authorisationToken).sub, aud: REALM });
    expect((await profileWith(next.authorisationToken)).json()).toMatchObject({ contactEmail: email });
    expect(refusal(await call(h, REALM, 'login', { body: { email, secret: PASSWORD } }))).toMatchObject({ status: 401 });
    expect((await login(h, REALM, email, 'second-pass-2')).authorisationToken).toBeTruthy();
  });

  test('ends every other session: their access and refresh tokens, and this session’s old ones, are refused afterwards', async () => {
    const { here, elsewhere } = await account();
    const next = tokensOf(await change(here.authorisationToken, { currentSecret: PASSWORD, secret: 'second-pass-2' }));
    for (const old of [here.authorisationToken, elsewhere.authorisationToken]) {
      expect(refusal(await profileWith(old))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    for (const refreshToken of [here.refreshToken, elsewhere.refreshToken]) {
      expect(refusal(await call(h, REALM, 'tokenRefresh', { body: { refreshToken } }))).toMatchObject({ status: 401, code: 'REVOKED' });
    }
    // The answered pair is a live session of its own: it refreshes and reads.
    const refreshed = tokensOf(await call(h, REALM, 'tokenRefresh', { body: { refreshToken: next.refreshToken } }));
    expect((await profileWith(refreshed.authorisationToken)).statusCode).toBe(200);
  });

  test('a wrong current password is refused on its field and changes nothing', async () => {
    const { email, here, elsewhere } = await account();
    const res = await change(here.authorisationToken, { currentSecret: 'not-my-password', secret: 'second-pass-2' });
    expect(refusal(res)).toEqual({ status: 400, code: 'VALIDATION', messageKey: 'currentPasswordWrong' });
    expect(fieldsOf(res)).toEqual([{ field: 'currentSecret', problem: 'currentPasswordWrong' }]);
    expect((await profileWith(here.authorisationToken)).statusCode).toBe(200);
    expect((await profileWith(elsewhere.authorisationToken)).statusCode).toBe(200);
    expect((await login(h, REALM, email, PASSWORD)).authorisationToken).toBeTruthy();
  });

  test("the realm's rules hold for the new password, each problem on its field", async () => {
    const { email, here } = await account();
    const short = await change(here.authorisationToken, { currentSecret: PASSWORD, secret: 'short' });
    expect(refusal(short)).toMatchObject({ status: 400, messageKey: 'password8to256' });
    expect(fieldsOf(short)).toEqual([{ field: 'secret', problem: 'password8to256' }]);
    const common = await change(here.authorisationToken, { currentSecret: PASSWORD, secret: 'Password123' });
    expect(fieldsOf(common)).toEqual([{ field: 'secret', problem: 'passwordTooCommon' }]);
    const both = await change(here.authorisationToken, { currentSecret: 'wrong-one-1', secret: 'short' });
    expect(fieldsOf(both)).toEqual([
      { field: 'currentSecret', problem: 'currentPasswordWrong' },
      { field: 'secret', problem: 'password8to256' },
    ]);
    expect((await login(h, REALM, email, PASSWORD)).authorisationToken).toBeTruthy();
  });

  test('bad input is a 400 in the error shape: missing, empty, too long, wrong type, unknown field', async () => {
    const { here } = await account();
    const bodies: unknown[] = [
      {},
      { currentSecret: PASSWORD },
      { secret: 'second-pass-2' },
      { currentSecret: '', secret: 'second-pass-2' },
      { currentSecret: PASSWORD, secret: 'x'.repeat(257) },
      { currentSecret: 12345678, secret: 'second-pass-2' },
      { currentSecret: PASSWORD, secret: 'second-pass-2', all: true },
      [],
      null,
    ];
    for (const body of bodies) {
      expect(refusal(await change(here.authorisationToken, body)), JSON.stringify(body)).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
    expect((await profileWith(here.authorisationToken)).statusCode).toBe(200);
  });

  test('mails the account that its password changed, and cancels an email change still waiting', async () => {
    const { email, here } = await account();
    const asked = await call(h, REALM, 'userProfileUpdate', {
      token: here.authorisationToken,
      body: { contactEmail: freshEmail('moved') },
    });
    expect(asked.json()).toMatchObject({ pendingContactEmail: expect.any(String) });
    const next = tokensOf(await change(here.authorisationToken, { currentSecret: PASSWORD, secret: 'second-pass-2' }));
    expect(await lastMail(h, REALM, email)).toMatchObject({ kind: 'PASSWORD_CHANGED', link: null });
    expect((await profileWith(next.authorisationToken)).json()).toMatchObject({ contactEmail: email, pendingContactEmail: null });
  });

  test('nobody but the adult account holder may: no token, a guest, a child profile, an impersonating operator', async () => {
    const body = { currentSecret: 'demo-pass-1', secret: 'another-pass-3' };
    expect(refusal(await call(h, 'arena', 'passwordChange', { body }))).toMatchObject({ status: 401 });
    const guest = tokensOf(await call(h, 'arena', 'guestCheckin'));
    expect(refusal(await call(h, 'arena', 'passwordChange', { token: guest.authorisationToken, body }))).toMatchObject({ status: 403 });
    const child = await seededSession(h, 'cinema', 'viewer@cinema.example', 'Kids');
    expect(refusal(await call(h, 'cinema', 'passwordChange', { token: child.token, body }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      messageKey: 'childProfileNotAllowed',
    });
    const { tokens } = h.app.services.auth;
    const viewer = await seededSession(h, 'cinema', 'viewer@cinema.example');
    const admin = await seededSession(h, 'cinema', 'admin@cinema.example');
    const user = await tokens.loadUser('cinema', viewer.userId);
    if (!user) throw new Error('no demo viewer');
    const impersonated = await tokens.issue(user, { impersonatorId: admin.userId });
    expect(refusal(await call(h, 'cinema', 'passwordChange', { token: impersonated.authorisationToken, body }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    // None of them changed the demo password.
    expect((await login(h, 'cinema', 'viewer@cinema.example', 'demo-pass-1')).authorisationToken).toBeTruthy();
  });
});

describe('signing out everywhere (logout with all)', () => {
  test('every session of the account is refused afterwards, this one included; other accounts are untouched', async () => {
    const { email, here, elsewhere } = await account();
    const other = await account();
    const out = await call(h, REALM, 'logout', { token: here.authorisationToken, body: { all: true, refreshToken: here.refreshToken } });
    expect(out.json()).toEqual({ ok: true });
    for (const session of [here, elsewhere]) {
      expect(refusal(await profileWith(session.authorisationToken))).toMatchObject({ status: 401 });
      expect(refusal(await call(h, REALM, 'tokenRefresh', { body: { refreshToken: session.refreshToken } }))).toMatchObject({
        status: 401,
        code: 'REVOKED',
      });
    }
    expect((await profileWith(other.here.authorisationToken)).statusCode).toBe(200);
    // The password still works: signing in again starts a new session.
    expect((await profileWith((await login(h, REALM, email, PASSWORD)).authorisationToken)).statusCode).toBe(200);
  });

  test('bad input is refused without signing anyone out', async () => {
    const { here } = await account();
    for (const body of [{ all: 'yes' }, { all: true, extra: 1 }, { refreshToken: 'short' }]) {
      expect(refusal(await call(h, REALM, 'logout', { token: here.authorisationToken, body })), JSON.stringify(body)).toMatchObject({
        status: 400,
      });
    }
    expect((await profileWith(here.authorisationToken)).statusCode).toBe(200);
  });
});
