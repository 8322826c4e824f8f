// Federated sign-in, the app's operations (routes/session-federated.ts), end to end on the real
// server and database: the app asks where to send the viewer, the viewer signs in at the demo
// provider, and the code comes back to the app's operation, which exchanges it, checks the ID
// token and answers the same tokens a password sign-in does. Then the account rules: a new
// identity gets an account, a known one its linked account, an email that belongs to a
// password account is refused until its owner links it; and unlinking (spec §7).
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authTokens } from '../../src/contracts/session.ts';
import { demoIdentityId } from '../../src/server/db/seed/identity-provider.ts';
import { newGuest, signIn as signInAs } from './account-helpers.ts';
import {
  ADA,
  CLIENT,
  HOST,
  ISSUER,
  ORIGIN,
  PROVIDER,
  REDIRECT,
  VIEWER_IDENTITY,
  codeFor,
  finish,
  getPage,
  newAttempt,
  postForm,
  type Attempt,
} from './federated-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { NO_LIMITS, call, claimsOf, demoViewer, errorOf, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20, config: NO_LIMITS });
});
afterAll(async () => h?.close());

const onOrigin = { host: HOST };

function start(attempt: Attempt, changes: Record<string, unknown> = {}) {
  return call(h, 'cinema', 'providerAuthorization', {
    body: {
      provider: PROVIDER,
      redirectUri: REDIRECT,
      state: attempt.state,
      nonce: attempt.nonce,
      codeChallenge: attempt.challenge,
      ...changes,
    },
    headers: onOrigin,
  });
}

/** The whole browser round: start at the app, sign in on the provider's page, bring the code back. */
async function signInThroughProvider(identity: { email: string; password: string }, token?: string) {
  const attempt = newAttempt();
  const started = await start(attempt);
  expect(started.statusCode, started.body).toBe(200);
  const page = await getPage(h, started.json().authorizationUrl as string);
  expect(page.statusCode).toBe(200);
  const fields = Object.fromEntries(new URL(started.json().authorizationUrl as string).searchParams);
  const back = await postForm(h, '/api/idp/cinema/authorize', { ...fields, ...identity, action: 'signIn' });
  expect(back.statusCode, back.body).toBe(303);
  const location = new URL(String(back.headers.location));
  expect(location.searchParams.get('state')).toBe(attempt.state);
  return finish(h, attempt, location.searchParams.get('code') ?? '', token ? { token } : {});
}

/** An identity of the provider nobody has signed in with yet. */
async function newIdentity(what: string): Promise<{ email: string; password: string }> {
  const identity = { email: `${what}-${randomUUID()}@id.cinema.example`, password: 'provider-pass-9' };
  await h.db
    .insertInto('idp_identity')
    .values({
      id: randomUUID(),
      realm: 'cinema',
      email: identity.email,
      password_hash: await h.app.services.auth.hashPassword(identity.password),
      name: 'New Person',
    })
    .execute();
  return identity;
}

const accountOf = (id: string) =>
  h.db
    .selectFrom('app_user')
    .select(['email', 'password_hash', 'full_name', 'confirmed', 'roles'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('starting', () => {
  test('the authorisation URL is the provider on the app’s origin, with the app’s client, PKCE and language', async () => {
    const attempt = newAttempt();
    const res = await call(h, 'cinema', 'providerAuthorization', {
      body: { provider: PROVIDER, redirectUri: REDIRECT, state: attempt.state, nonce: attempt.nonce, codeChallenge: attempt.challenge },
      headers: { ...onOrigin, 'accept-language': 'es-ES' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.json().authorizationUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: attempt.challenge,
      code_challenge_method: 'S256',
      ui_locales: 'es-ES',
    });
    const silent = await start(attempt, { prompt: 'none' });
    expect(new URL(silent.json().authorizationUrl as string).searchParams.get('prompt')).toBe('none');
  });

  test('a realm without the provider, an unknown provider, a callback on another origin, bad input: refused in shape', async () => {
    const attempt = newAttempt();
    expect(refusal(await start(attempt, { provider: 'ADOBE' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      messageKey: 'oidcSigninError',
    });
    const arena = await call(h, 'arena', 'providerAuthorization', {
      body: { provider: PROVIDER, redirectUri: REDIRECT, state: attempt.state, nonce: attempt.nonce, codeChallenge: attempt.challenge },
      headers: onOrigin,
    });
    expect(refusal(arena)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const elsewhere = await start(attempt, { redirectUri: 'https://evil.example/realm/cinema/login/redirect' });
    expect(refusal(elsewhere)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(errorOf(elsewhere).details?.fields).toEqual([{ field: 'redirectUri', problem: 'not on the origin of this app' }]);
    const bad = await start(attempt, { codeChallenge: 'short', state: 'x', prompt: 'login', extra: 1 });
    expect(refusal(bad)).toMatchObject({ status: 400, code: 'VALIDATION' });
    const fields = (errorOf(bad).details?.fields as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['codeChallenge', 'state', 'prompt']));
  });
});

describe('finishing', () => {
  test('a new identity gets an account of its own: the same token pair as a password sign-in', async () => {
    const res = await signInThroughProvider(ADA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = authTokens.parse(res.json());
    expect(tokens.missingInformationStatus).toBe('NONE');
    expect(tokens.lacksConfirmation).toBe(false);
    const claims = claimsOf(tokens.authorisationToken);
    expect(claims).toMatchObject({ aud: 'cinema', gue: false, rol: ['CUSTOMER'], apr: false });
    expect(await accountOf(String(claims.sub))).toEqual({
      email: ADA.email,
      password_hash: null,
      full_name: ADA.name,
      confirmed: true,
      roles: ['CUSTOMER'],
    });
    const link = await h.db
      .selectFrom('federated_identity')
      .selectAll()
      .where('user_id', '=', String(claims.sub))
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ realm: 'cinema', provider: PROVIDER, subject: demoIdentityId('cinema', ADA.email) });
    // The tokens work like any others: the account is readable and they refresh.
    expect((await call(h, 'cinema', 'userProfile', { token: tokens.authorisationToken })).statusCode).toBe(200);
    tokensOf(await call(h, 'cinema', 'tokenRefresh', { body: { refreshToken: tokens.refreshToken } }));

    // The next sign-in with the same identity opens the same account.
    const again = tokensOf(await signInThroughProvider(ADA));
    expect(claimsOf(again.authorisationToken).sub).toBe(claims.sub);
  });

  test('a guest signing in leaves the guest session for the account', async () => {
    const guest = await newGuest(h, 'cinema');
    const tokens = tokensOf(await signInThroughProvider(ADA, guest.token));
    expect(claimsOf(tokens.authorisationToken).sub).not.toBe(guest.userId);
    expect(claimsOf(tokens.authorisationToken).gue).toBe(false);
  });

  test('a reused, expired or unknown code is refused (oidcSigninError) and signs nobody in', async () => {
    const attempt = newAttempt();
    const code = await codeFor(h, attempt);
    tokensOf(await finish(h, attempt, code));
    const reused = await finish(h, attempt, code);
    expect(refusal(reused)).toEqual({ status: 400, code: 'BAD_REQUEST', messageKey: 'oidcSigninError' });
    expect(errorOf(reused).details).toEqual({ providerError: 'invalid_grant' });

    const late = newAttempt();
    const lateCode = await codeFor(h, late);
    await h.db
      .updateTable('idp_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', createHash('sha256').update(lateCode).digest('base64url'))
      .execute();
    expect(refusal(await finish(h, late, lateCode))).toMatchObject({ status: 400, messageKey: 'oidcSigninError' });
    expect(refusal(await finish(h, late, 'u'.repeat(43)))).toMatchObject({ status: 400, messageKey: 'oidcSigninError' });
  });

  test('PKCE: another verifier is refused, and the code is spent', async () => {
    const attempt = newAttempt();
    const code = await codeFor(h, attempt);
    const other = newAttempt();
    expect(refusal(await finish(h, attempt, code, { body: { codeVerifier: other.verifier } }))).toMatchObject({
      status: 400,
      messageKey: 'oidcSigninError',
    });
    expect(refusal(await finish(h, attempt, code))).toMatchObject({ status: 400 });
  });

  test('an ID token minted for another attempt (its nonce) is refused; so is another state or callback', async () => {
    const attempt = newAttempt();
    const code = await codeFor(h, attempt);
    const res = await finish(h, attempt, code, { body: { nonce: newAttempt().nonce } });
    expect(refusal(res)).toEqual({ status: 401, code: 'UNAUTHORIZED', messageKey: 'oidcSigninError' });
    expect(errorOf(res).details).toEqual({ reason: 'nonce' });

    const second = newAttempt();
    expect(refusal(await finish(h, second, await codeFor(h, second), { body: { state: newAttempt().state } }))).toMatchObject({
      status: 400,
    });
    const third = newAttempt();
    expect(refusal(await finish(h, third, await codeFor(h, third), { body: { redirectUri: `${ORIGIN}/login/redirect` } }))).toMatchObject({
      status: 400,
    });
  });

  test('bad input is a 400 naming the fields; the provider must be the realm’s', async () => {
    const empty = await call(h, 'cinema', 'providerSignin', { body: {}, headers: onOrigin });
    expect(refusal(empty)).toMatchObject({ status: 400, code: 'VALIDATION' });
    const fields = (errorOf(empty).details?.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['code', 'codeVerifier', 'nonce', 'provider', 'redirectUri', 'state']);
    const attempt = newAttempt();
    expect(refusal(await finish(h, attempt, 'c'.repeat(43), { body: { provider: 'PBR' } }))).toMatchObject({ status: 404 });
    expect(refusal(await finish(h, attempt, 'c'.repeat(43), { body: { redirectUri: 'https://evil.example/cb' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
  });
});

describe('accounts and links', () => {
  test('an identity with the email of a password account is refused until its owner links it', async () => {
    const refused = await signInThroughProvider(VIEWER_IDENTITY);
    expect(refusal(refused)).toEqual({ status: 409, code: 'CONFLICT', messageKey: 'account-exists-with-different-credential' });
    const viewer = await demoViewer(h, 'cinema');
    const viewerId = claimsOf(viewer.authorisationToken).sub;
    // Signed in with the password, the same provider sign-in links the identity to the account.
    const linked = tokensOf(await signInThroughProvider(VIEWER_IDENTITY, viewer.authorisationToken));
    expect(claimsOf(linked.authorisationToken).sub).toBe(viewerId);
    // From now on the identity alone opens it.
    const alone = tokensOf(await signInThroughProvider(VIEWER_IDENTITY));
    expect(claimsOf(alone.authorisationToken).sub).toBe(viewerId);
    // And it is linked to that account only: another customer cannot take it.
    const admin = await signInAs(h, 'cinema', 'admin@cinema.example');
    expect(refusal(await signInThroughProvider(VIEWER_IDENTITY, admin.token))).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'providerLinkedElsewhere',
    });
    // Nor can the viewer's account take a second identity of the provider.
    const second = await newIdentity('second');
    expect(refusal(await signInThroughProvider(second, viewer.authorisationToken))).toMatchObject({
      status: 409,
      messageKey: 'providerAlreadyLinked',
    });
  });

  test('no account is made for an email the provider does not vouch for', async () => {
    const unverified = await newIdentity('unverified');
    await h.db.updateTable('idp_identity').set({ email_verified: false }).where('email', '=', unverified.email).execute();
    expect(refusal(await signInThroughProvider(unverified))).toEqual({ status: 400, code: 'BAD_REQUEST', messageKey: 'oidcSigninError' });
    expect(await h.db.selectFrom('app_user').select('id').where('email', '=', unverified.email).execute()).toEqual([]);
  });

  test('a child profile cannot link a provider to the account', async () => {
    const kids = await signInAs(h, 'cinema', 'viewer@cinema.example', 'Kids');
    expect(refusal(await signInThroughProvider(ADA, kids.token))).toMatchObject({ status: 403, messageKey: 'childProfileNotAllowed' });
  });

  test('unlinking: refused when it is the only way in, done when a password remains, then not linked', async () => {
    const ada = tokensOf(await signInThroughProvider(ADA));
    const adaId = String(claimsOf(ada.authorisationToken).sub);
    const unlink = (token: string, id = PROVIDER) => call(h, 'cinema', 'authenticationProviderDelete', { params: { id }, token });
    expect(refusal(await unlink(ada.authorisationToken))).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'providerOnlySignInMethod',
    });
    expect(await h.db.selectFrom('federated_identity').select('subject').where('user_id', '=', adaId).execute()).toHaveLength(1);

    // An account with a password: a customer of its own, linked, then unlinked.
    const viewer = await demoViewer(h, 'cinema');
    const viewerId = String(claimsOf(viewer.authorisationToken).sub);
    const linked = await h.db.selectFrom('federated_identity').select('subject').where('user_id', '=', viewerId).execute();
    if (linked.length === 0) tokensOf(await signInThroughProvider(VIEWER_IDENTITY, viewer.authorisationToken));
    const done = await unlink(viewer.authorisationToken);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect(refusal(await unlink(viewer.authorisationToken))).toEqual({ status: 404, code: 'NOT_FOUND', messageKey: 'providerNotLinked' });
    expect(refusal(await unlink(viewer.authorisationToken, 'ADOBE'))).toMatchObject({ status: 404, messageKey: 'providerNotLinked' });
    // Unlinked, the identity no longer opens the account: its email is a password account's again.
    expect(refusal(await signInThroughProvider(VIEWER_IDENTITY))).toMatchObject({
      status: 409,
      messageKey: 'account-exists-with-different-credential',
    });
  });

  test('unlinking needs a customer (an adult profile) and a provider name', async () => {
    const guest = await newGuest(h, 'cinema');
    const kids = await signInAs(h, 'cinema', 'viewer@cinema.example', 'Kids');
    const unlink = (options: { token?: string; id?: string }) =>
      call(h, 'cinema', 'authenticationProviderDelete', {
        params: { id: options.id ?? PROVIDER },
        ...(options.token ? { token: options.token } : {}),
      });
    expect(refusal(await unlink({}))).toMatchObject({ status: 401 });
    expect(refusal(await unlink({ token: guest.token }))).toMatchObject({ status: 403 });
    expect(refusal(await unlink({ token: kids.token }))).toMatchObject({ status: 403, messageKey: 'childProfileNotAllowed' });
    const viewer = await demoViewer(h, 'cinema');
    expect(refusal(await unlink({ token: viewer.authorisationToken, id: 'not a name!' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
  });
});

describe('limits', () => {
  test('finishing is limited per address like the password sign-in: 429 in shape with Retry-After', async () => {
    const limited = await startHarness({
      seed: true,
      seedItems: 20,
      config: { trustProxy: false, rateLimit: { addressMax: 2, accountMax: 100, windowS: 60 } },
    });
    try {
      const attempt = newAttempt();
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const res = await call(limited, 'cinema', 'providerSignin', {
          body: {
            provider: PROVIDER,
            code: 'c'.repeat(43),
            codeVerifier: attempt.verifier,
            redirectUri: REDIRECT,
            nonce: attempt.nonce,
            state: attempt.state,
          },
          headers: onOrigin,
        });
        answers.push(res);
      }
      expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 429]);
      const last = answers[2];
      if (!last) throw new Error('no third answer');
      expect(refusal(last)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
