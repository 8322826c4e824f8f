// Sign-up (POST /user, /user/pbr) and everything that follows it by mail: the realm's
// self-registration, confirmation and consent settings, its fields with their patterns, the
// server's password rules, duplicate emails, the confirmation link in the outbox, password
// reset through the outbox, and magic-link sign-in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVEN_ANSWER_MS } from '../../src/server/services/auth/accounts.ts';
import { callSolving } from './captcha-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { NO_LIMITS, call, claimsOf, errorOf, freshEmail, lastMail, linkToken, login, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: NO_LIMITS });
  await insertRealms(h.db, [{ ...testRealm('closed', { title: 'Closed' }), allowSelfregistration: false }]);
});
afterAll(async () => h?.close());

const fieldsOf = (res: Awaited<ReturnType<typeof call>>) => errorOf(res).details?.fields as { field: string; problem: string }[];
const arenaConsents = [
  { promptField: 'termsAndConditions', answer: true },
  { promptField: 'emailMarketing', answer: false },
];

describe('signup form', () => {
  test("answers the realm's fields (pattern, labels) and consent prompts", async () => {
    const arena = (await call(h, 'arena', 'signupForm')).json();
    expect(arena.fields).toEqual([
      expect.objectContaining({
        fieldName: 'fullName',
        required: true,
        regexValidation: expect.any(String),
        invalidMessageLabel: 'signupFullNameInvalid',
        order: 0,
      }),
    ]);
    expect(arena.consentPrompts).toContainEqual({
      fieldName: 'termsAndConditions',
      label: 'consentTermsAndConditions',
      functionalPurpose: 'TERMS_AND_CONDITIONS',
      required: true,
    });
    const club = (await call(h, 'club', 'signupForm')).json();
    expect(club.fields[0]).toMatchObject({ fieldName: 'phoneNumber', fieldType: 'PHONE', required: true });
    expect((await call(h, 'closed', 'signupForm')).json()).toEqual({ fields: [], consentPrompts: [] });
  });
});

describe('sign-up', () => {
  test('arena (no confirmation): signed in at once, consent answers stored with their time', async () => {
    const email = freshEmail('arena');
    const res = await call(h, 'arena', 'signup', {
      body: { email, secret: 'long-enough-1', consentAnswers: arenaConsents, meta_fields: { fullName: 'Ada Lovelace' } },
    });
    const tokens = tokensOf(res);
    expect(tokens).toMatchObject({ lacksConfirmation: false, missingInformationStatus: 'NONE' });
    expect(claimsOf(tokens.authorisationToken)).toMatchObject({ gue: false, rol: ['CUSTOMER'], apr: false, aud: 'arena' });
    const user = await h.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ full_name: 'Ada Lovelace', confirmed: true, realm: 'arena' });
    expect(user.password_hash).toMatch(/^scrypt\$15\$8\$1\$/);
    const answers = await h.db.selectFrom('consent_answer').selectAll().where('user_id', '=', user.id).orderBy('field_name').execute();
    expect(answers.map((a) => [a.field_name, a.answer])).toEqual([
      ['emailMarketing', false],
      ['termsAndConditions', true],
    ]);
    expect(await lastMail(h, 'arena', email)).toBeUndefined();
    // And the new password signs in.
    await login(h, 'arena', email, 'long-enough-1');
  });

  test('cinema (confirmation required): unconfirmed, lacksConfirmation, a confirmation mail whose link confirms once', async () => {
    const email = freshEmail('cinema');
    // Cinema asks for a captcha on sign-up (tests/api/captcha.test.ts): answered as the app does.
    const tokens = tokensOf(
      await callSolving(h, 'cinema', 'signup', {
        body: { email, secret: 'abcd-9', consentAnswers: [{ promptField: 'termsAndConditions', answer: true }], from: '/movies' },
      }),
    );
    expect(tokens).toMatchObject({ lacksConfirmation: true, missingInformationStatus: 'MISSING' });
    expect(claimsOf(tokens.authorisationToken).apr).toBe(true);
    const mail = await lastMail(h, 'cinema', email);
    expect(mail).toMatchObject({ kind: 'CONFIRMATION', to: email, realm: 'cinema' });
    // On a shared host the app is under /realm/{name}.
    expect(mail?.link).toMatch(/^\/realm\/cinema\/email-confirmation\?token=[A-Za-z0-9_-]{43}&from=%2Fmovies$/);
    const confirmationToken = linkToken(mail);
    expect(refusal(await call(h, 'arena', 'confirmationVerify', { body: { confirmationToken } }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      messageKey: 'tokenInvalidOrExpired',
    });
    expect((await call(h, 'cinema', 'confirmationVerify', { body: { confirmationToken } })).json()).toEqual({ ok: true });
    expect(refusal(await call(h, 'cinema', 'confirmationVerify', { body: { confirmationToken } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
    const after = await login(h, 'cinema', email, 'abcd-9');
    expect(after.lacksConfirmation).toBe(false);
    expect(claimsOf(after.authorisationToken).apr).toBe(false);
  });

  test("on the realm's own host the mailed link is a path from the root", async () => {
    const email = freshEmail('host');
    const res = await call(h, 'club', 'signup', {
      body: { email, secret: 'club-pass', meta_fields: { phoneNumber: '+44 20 7946 0000' } },
      headers: { host: 'club.localhost:8080' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastMail(h, 'club', email))?.link).toMatch(/^\/email-confirmation\?token=/);
    const user = await h.db.selectFrom('app_user').select('phone_number').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.phone_number).toBe('+442079460000');
  });

  test("the realm's fields: required, pattern, unknown ones; every problem named at once", async () => {
    const res = await call(h, 'arena', 'signup', {
      body: { email: freshEmail(), secret: 'short', consentAnswers: [], meta_fields: { fullName: '1', nickname: 'x' } },
    });
    expect(refusal(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        { field: 'secret', problem: 'password8to256' },
        { field: 'meta_fields.nickname', problem: 'unknownField' },
        { field: 'meta_fields.fullName', problem: 'signupFullNameInvalid' },
        { field: 'consentAnswers.termsAndConditions', problem: 'consentRequired' },
      ]),
    );
    const missing = await call(h, 'club', 'signup', { body: { email: freshEmail(), secret: 'club-pass' } });
    expect(fieldsOf(missing)).toEqual([{ field: 'meta_fields.phoneNumber', problem: 'requiredField' }]);
    const badPhone = await call(h, 'club', 'signup', {
      body: { email: freshEmail(), secret: 'club-pass', meta_fields: { phoneNumber: 'call me' } },
    });
    expect(fieldsOf(badPhone)).toEqual([{ field: 'meta_fields.phoneNumber', problem: 'signupPhoneNumberInvalid' }]);
  });

  test('consents: a required prompt answered no, or an unknown prompt, is refused', async () => {
    const no = await call(h, 'arena', 'signup', {
      body: {
        email: freshEmail(),
        secret: 'long-enough-1',
        consentAnswers: [{ promptField: 'termsAndConditions', answer: false }],
        meta_fields: { fullName: 'Ada' },
      },
    });
    expect(fieldsOf(no)).toEqual([{ field: 'consentAnswers.termsAndConditions', problem: 'consentRequired' }]);
    const unknown = await call(h, 'arena', 'signup', {
      body: {
        email: freshEmail(),
        secret: 'long-enough-1',
        consentAnswers: [...arenaConsents, { promptField: 'sellMyData', answer: true }],
        meta_fields: { fullName: 'Ada' },
      },
    });
    expect(fieldsOf(unknown)).toEqual([{ field: 'consentAnswers.2.promptField', problem: 'unknownField' }]);
  });

  test('password rules: 8–256 in arena, 4–256 elsewhere, never a common one; messageKey is the rule', async () => {
    const tooShort = await call(h, 'cinema', 'signup', {
      body: { email: freshEmail(), secret: 'abc', consentAnswers: [{ promptField: 'termsAndConditions', answer: true }] },
    });
    expect(refusal(tooShort)).toMatchObject({ status: 400, messageKey: 'password4to256' });
    expect(fieldsOf(tooShort)).toEqual([{ field: 'secret', problem: 'password4to256' }]);
    const common = await call(h, 'arena', 'signup', {
      body: { email: freshEmail(), secret: 'password123', consentAnswers: arenaConsents, meta_fields: { fullName: 'Ada' } },
    });
    expect(fieldsOf(common)).toEqual([{ field: 'secret', problem: 'passwordTooCommon' }]);
    const tooLong = await call(h, 'arena', 'signup', {
      body: { email: freshEmail(), secret: 'x'.repeat(257), consentAnswers: arenaConsents, meta_fields: { fullName: 'Ada' } },
    });
    expect(refusal(tooLong)).toMatchObject({ status: 400 });
  });

  test('an email already in use is 409 CONFLICT confirmedUserAlreadyExists, whatever its case', async () => {
    const res = await call(h, 'arena', 'signup', {
      body: { email: 'VIEWER@arena.example', secret: 'long-enough-1', consentAnswers: arenaConsents, meta_fields: { fullName: 'Ada' } },
    });
    expect(refusal(res)).toEqual({ status: 409, code: 'CONFLICT', messageKey: 'confirmedUserAlreadyExists' });
    // The same email in another realm is another account.
    const elsewhere = await call(h, 'club', 'signup', {
      body: { email: 'viewer@arena.example', secret: 'club-pass', meta_fields: { phoneNumber: '+15550199' } },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  test('a realm without self-registration refuses with 403; missing fields are 400', async () => {
    expect(refusal(await call(h, 'closed', 'signup', { body: { email: freshEmail(), secret: 'whatever-1' } }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refusal(await call(h, 'arena', 'signup', { body: { secret: 'long-enough-1' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(refusal(await call(h, 'arena', 'signup', { body: { email: 'a@b', secret: 'long-enough-1' } }))).toMatchObject({ status: 400 });
  });

  test('PBR: the fields sent directly, the country inside address', async () => {
    const email = freshEmail('pbr');
    const res = await call(h, 'arena', 'signupPbr', {
      body: { email, secret: 'long-enough-1', consentAnswers: arenaConsents, fullName: 'Grace Hopper', address: { country: 'US' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = await h.db
      .selectFrom('app_user')
      .select(['full_name', 'country_code'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ full_name: 'Grace Hopper', country_code: 'US' });
    const bad = await call(h, 'arena', 'signupPbr', {
      body: { email: freshEmail(), secret: 'long-enough-1', consentAnswers: arenaConsents, fullName: '?' },
    });
    expect(fieldsOf(bad)).toEqual([{ field: 'fullName', problem: 'signupFullNameInvalid' }]);
  });
});

describe('password reset through the outbox', () => {
  test('request → mailed token → reset → the old password and every session are refused, the new one works', async () => {
    const email = freshEmail('reset');
    const signup = tokensOf(
      await call(h, 'club', 'signup', { body: { email, secret: 'first-pass', meta_fields: { phoneNumber: '+15550123' } } }),
    );
    const session = await login(h, 'club', email, 'first-pass');
    expect((await call(h, 'club', 'passwordRequest', { body: { email: email.toUpperCase() } })).json()).toEqual({ ok: true });
    const mail = await lastMail(h, 'club', email);
    expect(mail).toMatchObject({ kind: 'PASSWORD_RESET' });
    expect(mail?.link).toMatch(/^\/realm\/club\/login\/reset-password\?token=/);
    const token = linkToken(mail);
    // A password that breaks the rules does not spend the link.
    expect(refusal(await call(h, 'club', 'passwordReset', { body: { token, secret: '1234' } }))).toMatchObject({
      status: 400,
      messageKey: 'passwordTooCommon',
    });
    expect((await call(h, 'club', 'passwordReset', { body: { token, secret: 'second-pass' } })).json()).toEqual({ ok: true });
    expect(refusal(await call(h, 'club', 'login', { body: { email, secret: 'first-pass' } }))).toMatchObject({
      status: 401,
      messageKey: 'notFound',
    });
    await login(h, 'club', email, 'second-pass');
    // Sessions from before the change are over: access and refresh tokens alike.
    expect(refusal(await call(h, 'club', 'logout', { token: session.authorisationToken, body: {} }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(refusal(await call(h, 'club', 'tokenRefresh', { body: { refreshToken: signup.refreshToken } }))).toMatchObject({
      status: 401,
      code: 'REVOKED',
    });
    // The link works once.
    expect(refusal(await call(h, 'club', 'passwordReset', { body: { token, secret: 'third-pass' } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
  });

  test('an unknown email gets the same answer and no mail, no sooner than a known one would', async () => {
    const start = performance.now();
    const res = await call(h, 'club', 'passwordRequest', { body: { email: 'nobody@club.example' } });
    // Both take at least EVEN_ANSWER_MS, so the time saved by not writing a mail does not show.
    expect(performance.now() - start).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await lastMail(h, 'club', 'nobody@club.example')).toBeUndefined();
    expect(refusal(await call(h, 'club', 'passwordRequest', { body: { email: 'nope' } }))).toMatchObject({ status: 400 });
    expect(refusal(await call(h, 'club', 'passwordReset', { body: { token: 'x'.repeat(43), secret: 'whatever-1' } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
  });
});

describe('magic link (club enables it)', () => {
  test('request → mailed link → signed in once; the address counts as confirmed', async () => {
    const email = freshEmail('magic');
    await call(h, 'club', 'signup', { body: { email, secret: 'magic-pass', meta_fields: { phoneNumber: '+15550124' } } });
    expect((await call(h, 'club', 'magicLinkRequest', { body: { email, from: '/live' } })).json()).toEqual({ ok: true });
    const mail = await lastMail(h, 'club', email);
    expect(mail?.kind).toBe('MAGIC_LINK');
    expect(mail?.link).toMatch(/^\/realm\/club\/login\/magic-link\?token=[^&]+&from=%2Flive$/);
    const tokens = tokensOf(await call(h, 'club', 'magicLinkVerify', { body: { token: linkToken(mail) } }));
    expect(claimsOf(tokens.authorisationToken)).toMatchObject({ aud: 'club', apr: false });
    expect(refusal(await call(h, 'club', 'magicLinkVerify', { body: { token: linkToken(mail) } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
  });

  test('a realm without magic links refuses with 403; an unknown email gets ok and no mail; an unsafe from is dropped', async () => {
    expect(refusal(await call(h, 'arena', 'magicLinkRequest', { body: { email: 'viewer@arena.example' } }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refusal(await call(h, 'arena', 'magicLinkVerify', { body: { token: 'x'.repeat(43) } }))).toMatchObject({ status: 403 });
    expect((await call(h, 'club', 'magicLinkRequest', { body: { email: 'nobody@club.example' } })).json()).toEqual({ ok: true });
    expect(await lastMail(h, 'club', 'nobody@club.example')).toBeUndefined();
    await call(h, 'club', 'magicLinkRequest', { body: { email: 'viewer@club.example', from: '//evil.example/x' } });
    expect((await lastMail(h, 'club', 'viewer@club.example'))?.link).not.toContain('from=');
  });
});
