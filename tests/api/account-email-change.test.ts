// Changing the sign-in email (PUT /user/profile contactEmail, then the link mailed to the new
// address through POST /confirmation-token/verify) over the real database: the address waits
// as pending while the old one signs in, both addresses hear of it, the link moves the account
// once and ends its other sessions, another account taking the address meanwhile is a conflict,
// and expired, reused, superseded or cancelled links are refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authTokens, userProfile, type AuthTokens } from '../../src/contracts/session.ts';
import { EMAIL_CHANGES_PER_HOUR } from '../../src/server/services/auth/email-change.ts';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { NO_LIMITS, call, claimsOf, freshEmail, lastMail, linkToken, login, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20, config: NO_LIMITS });
  await insertRealms(h.db, [{ ...testRealm('confirming', { title: 'Confirming' }), requiresConfirmation: true }]);
});
afterAll(async () => h?.close());

const PASSWORD = 'long-enough-1';

/** A new arena account made through sign-up, signed in once. */
async function newAccount(prefix = 'before'): Promise<{ email: string; tokens: AuthTokens }> {
  const email = freshEmail(prefix);
  const tokens = tokensOf(
    await call(h, 'arena', 'signup', {
      body: {
        email,
        secret: PASSWORD,
        consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
        meta_fields: { fullName: 'Ada Lovelace' },
      },
    }),
  );
  return { email, tokens };
}

const profileOf = async (token: string) => {
  const res = await call(h, 'arena', 'userProfile', { token });
  expect(res.statusCode, res.body).toBe(200);
  return userProfile.parse(res.json());
};

async function askChange(token: string, contactEmail: string) {
  const res = await call(h, 'arena', 'userProfileUpdate', { token, body: { contactEmail } });
  expect(res.statusCode, res.body).toBe(200);
  return userProfile.parse(res.json());
}

const signsIn = async (email: string) => (await call(h, 'arena', 'login', { body: { email, secret: PASSWORD } })).statusCode;

describe('asking for a change', () => {
  test('the new address waits for confirmation: shown as pending, both addresses mailed, the old one still signs in', async () => {
    const { email, tokens } = await newAccount();
    const next = freshEmail('After');
    const answer = await askChange(tokens.authorisationToken, next);
    expect(answer).toMatchObject({ contactEmail: email, pendingContactEmail: next.toLowerCase(), confirmed: true });
    expect(await profileOf(tokens.authorisationToken)).toMatchObject({ contactEmail: email, pendingContactEmail: next.toLowerCase() });

    const link = await lastMail(h, 'arena', next);
    expect(link).toMatchObject({ kind: 'EMAIL_CHANGE', to: next.toLowerCase() });
    // The app's email-confirmation page, under the realm on a shared host.
    expect(link?.link).toMatch(/^\/realm\/arena\/email-confirmation\?token=[A-Za-z0-9_-]{43}$/);
    const notice = await lastMail(h, 'arena', email);
    expect(notice).toMatchObject({ kind: 'EMAIL_CHANGE_NOTICE', link: null });
    expect(notice?.body).toContain(next.toLowerCase());

    expect(await signsIn(email)).toBe(200);
    expect(await signsIn(next)).toBe(401);
    // The other details of the same request are saved as usual.
    const both = await call(h, 'arena', 'userProfileUpdate', {
      token: tokens.authorisationToken,
      body: { contactEmail: email, name: { preferredName: 'Ada' } },
    });
    expect(userProfile.parse(both.json())).toMatchObject({ contactEmail: email, name: { preferredName: 'Ada' } });
  });

  test("another account's address is refused at once with the conflict key, and nothing is mailed", async () => {
    const { tokens } = await newAccount();
    const res = await call(h, 'arena', 'userProfileUpdate', {
      token: tokens.authorisationToken,
      body: { contactEmail: 'Viewer@Arena.example' },
    });
    expect(refusal(res)).toMatchObject({ status: 409, code: 'CONFLICT', messageKey: 'conflict' });
    expect((await lastMail(h, 'arena', 'viewer@arena.example'))?.kind).not.toBe('EMAIL_CHANGE');
    expect((await profileOf(tokens.authorisationToken)).pendingContactEmail).toBeNull();
  });

  test(`at most ${EMAIL_CHANGES_PER_HOUR} change mails an hour; the next request is refused and saves nothing`, async () => {
    const { tokens } = await newAccount();
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i += 1) await askChange(tokens.authorisationToken, freshEmail('many'));
    const last = freshEmail('many');
    const res = await call(h, 'arena', 'userProfileUpdate', {
      token: tokens.authorisationToken,
      body: { contactEmail: last, name: { preferredName: 'Too many' } },
    });
    expect(refusal(res)).toMatchObject({ status: 429, code: 'RATE_LIMITED', messageKey: 'tooManyAttempts' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await lastMail(h, 'arena', last)).toBeUndefined();
    expect((await profileOf(tokens.authorisationToken)).name.preferredName).toBeNull();
  });
});

describe('following the link', () => {
  test('moves the account: the new address signs in, the old one does not, other sessions end, the following one is renewed', async () => {
    const { email, tokens: first } = await newAccount();
    const second = await login(h, 'arena', email, PASSWORD);
    const next = freshEmail('after');
    await askChange(first.authorisationToken, next);
    const confirmationToken = linkToken(await lastMail(h, 'arena', next));

    const res = await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken }, token: first.authorisationToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { ok: true; contactEmail: string; tokens: unknown };
    expect(body).toMatchObject({ ok: true, contactEmail: next });
    const renewed = authTokens.parse(body.tokens);
    expect(claimsOf(renewed.authorisationToken)).toMatchObject({ sub: claimsOf(first.authorisationToken).sub, aud: 'arena' });

    // Every session from before is over, the one that followed the link included: its new tokens work.
    for (const token of [first.authorisationToken, second.authorisationToken]) {
      expect(refusal(await call(h, 'arena', 'userProfile', { token }))).toMatchObject({ status: 401 });
    }
    expect(refusal(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: second.refreshToken } }))).toMatchObject({
      status: 401,
      code: 'REVOKED',
    });
    expect(await profileOf(renewed.authorisationToken)).toMatchObject({ contactEmail: next, pendingContactEmail: null, confirmed: true });
    expect(
      tokensOf(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: renewed.refreshToken } })).authorisationToken,
    ).toBeTruthy();

    expect(await signsIn(email)).toBe(401);
    expect(await signsIn(next)).toBe(200);
    // Once only.
    expect(refusal(await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
  });

  test('followed without a session, or signed in as someone else: every session of the account ends, no tokens answered', async () => {
    const alone = await newAccount();
    const next = freshEmail('after');
    await askChange(alone.tokens.authorisationToken, next);
    const res = await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken: linkToken(await lastMail(h, 'arena', next)) } });
    expect(res.json()).toEqual({ ok: true, contactEmail: next });
    expect(refusal(await call(h, 'arena', 'userProfile', { token: alone.tokens.authorisationToken }))).toMatchObject({ status: 401 });

    const owner = await newAccount();
    const bystander = await newAccount('bystander');
    const other = freshEmail('after');
    await askChange(owner.tokens.authorisationToken, other);
    const token = linkToken(await lastMail(h, 'arena', other));
    const asOther = await call(h, 'arena', 'confirmationVerify', {
      body: { confirmationToken: token },
      token: bystander.tokens.authorisationToken,
    });
    expect(asOther.json()).toEqual({ ok: true, contactEmail: other });
    expect(refusal(await call(h, 'arena', 'userProfile', { token: owner.tokens.authorisationToken }))).toMatchObject({ status: 401 });
    expect((await profileOf(bystander.tokens.authorisationToken)).contactEmail).toBe(bystander.email);
  });

  test('another account taking the address meanwhile: the conflict key, nothing changes, the link is not spent', async () => {
    const { email, tokens } = await newAccount();
    const next = freshEmail('contested');
    await askChange(tokens.authorisationToken, next);
    const confirmationToken = linkToken(await lastMail(h, 'arena', next));
    // Someone signs up with the address before the link is followed.
    await call(h, 'arena', 'signup', {
      body: {
        email: next,
        secret: PASSWORD,
        consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
        meta_fields: { fullName: 'Grace' },
      },
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken }, token: tokens.authorisationToken });
      expect(refusal(res)).toMatchObject({ status: 409, code: 'CONFLICT', messageKey: 'conflict' });
    }
    expect(await profileOf(tokens.authorisationToken)).toMatchObject({ contactEmail: email, pendingContactEmail: next });
    expect(await signsIn(email)).toBe(200);
  });

  test('an expired link, and a link superseded by a newer request, are refused; the newer one works', async () => {
    const { tokens } = await newAccount();
    const first = freshEmail('first');
    await askChange(tokens.authorisationToken, first);
    const firstToken = linkToken(await lastMail(h, 'arena', first));
    const second = freshEmail('second');
    expect((await askChange(tokens.authorisationToken, second)).pendingContactEmail).toBe(second);
    const secondToken = linkToken(await lastMail(h, 'arena', second));
    expect(refusal(await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken: firstToken } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });

    // The second link's day passes (written to the row: no waiting in a test).
    const userId = String(claimsOf(tokens.authorisationToken).sub);
    await h.db
      .updateTable('one_time_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    expect((await profileOf(tokens.authorisationToken)).pendingContactEmail).toBeNull();
    expect(refusal(await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken: secondToken } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
    // Asking again mails a link that works.
    await askChange(tokens.authorisationToken, second);
    const again = await call(h, 'arena', 'confirmationVerify', {
      body: { confirmationToken: linkToken(await lastMail(h, 'arena', second)) },
    });
    expect(again.json()).toEqual({ ok: true, contactEmail: second });
  });

  test('links still out for the old address stop working once the account moves, and a password reset cancels the change', async () => {
    const { email, tokens } = await newAccount();
    expect((await call(h, 'arena', 'passwordRequest', { body: { email } })).statusCode).toBe(200);
    const resetToken = linkToken(await lastMail(h, 'arena', email));
    const next = freshEmail('after');
    await askChange(tokens.authorisationToken, next);
    await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken: linkToken(await lastMail(h, 'arena', next)) } });
    expect(refusal(await call(h, 'arena', 'passwordReset', { body: { token: resetToken, secret: 'taken-over-1' } }))).toMatchObject({
      status: 400,
    });

    // The owner of an account whose change they did not ask for resets the password: the link dies.
    const owner = await newAccount();
    const intruder = freshEmail('intruder');
    await askChange(owner.tokens.authorisationToken, intruder);
    const changeToken = linkToken(await lastMail(h, 'arena', intruder));
    await call(h, 'arena', 'passwordRequest', { body: { email: owner.email } });
    const reset = linkToken(await lastMail(h, 'arena', owner.email));
    expect((await call(h, 'arena', 'passwordReset', { body: { token: reset, secret: 'owner-again-1' } })).statusCode).toBe(200);
    expect(refusal(await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken: changeToken } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
    expect((await call(h, 'arena', 'login', { body: { email: owner.email, secret: 'owner-again-1' } })).statusCode).toBe(200);
  });

  test("a sign-up confirmation link still only confirms the account's address", async () => {
    const email = freshEmail('confirming');
    const signup = await call(h, 'confirming', 'signup', { body: { email, secret: 'abcd-9' } });
    expect(signup.statusCode, signup.body).toBe(200);
    const res = await call(h, 'confirming', 'confirmationVerify', {
      body: { confirmationToken: linkToken(await lastMail(h, 'confirming', email)) },
      token: tokensOf(signup).authorisationToken,
    });
    expect(res.json()).toEqual({ ok: true });
  });
});
