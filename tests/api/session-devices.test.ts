// Signing in elsewhere and what operators start: TV PIN sign-in, the /authorize code flow with
// PKCE, impersonation by an administrator, pending activation, referral records, and the
// development outbox (on, and off).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pendingActivationId } from '../../src/server/db/seed/accounts.ts';
import { startHarness, type Harness } from './harness.ts';
import { NO_LIMITS, call, claimsOf, demoAdmin, demoViewer, login, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: NO_LIMITS });
});
afterAll(async () => h?.close());

describe('TV sign-in with a PIN (arena has it)', () => {
  test('issue → pending → a customer enters the PIN → the TV gets its tokens once', async () => {
    const issued = (await call(h, 'arena', 'tvPinIssue')).json();
    expect(issued.pin).toMatch(/^[A-Z0-9]{6}$/);
    expect(issued.intervalSeconds).toBe(5);
    const ttl = Date.parse(issued.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect((await call(h, 'arena', 'tvPinPoll', { body: { pollToken: issued.pollToken } })).json()).toEqual({ status: 'PENDING' });
    const viewer = await demoViewer(h, 'arena');
    // Typed in lower case with spaces around: the contract normalises it.
    const entered = await call(h, 'arena', 'tvPinAuthorize', {
      token: viewer.authorisationToken,
      body: { pin: ` ${issued.pin.toLowerCase()} ` },
    });
    expect(entered.json()).toEqual({ ok: true });
    const poll = (await call(h, 'arena', 'tvPinPoll', { body: { pollToken: issued.pollToken } })).json();
    expect(poll.status).toBe('AUTHORIZED');
    expect(claimsOf(poll.tokens.authorisationToken).sub).toBe(claimsOf(viewer.authorisationToken).sub);
    expect(refusal(await call(h, 'arena', 'tvPinPoll', { body: { pollToken: issued.pollToken } }))).toMatchObject({
      status: 400,
      messageKey: 'tvPinExpired',
    });
    // A PIN is entered once.
    expect(
      refusal(await call(h, 'arena', 'tvPinAuthorize', { token: viewer.authorisationToken, body: { pin: issued.pin } })),
    ).toMatchObject({ status: 400, messageKey: 'tvPinInvalid' });
  });

  test('a wrong PIN, a guest, no token, a realm without PIN login, a bad poll token are refused', async () => {
    const viewer = await demoViewer(h, 'arena');
    expect(refusal(await call(h, 'arena', 'tvPinAuthorize', { token: viewer.authorisationToken, body: { pin: 'AAAAAA' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(refusal(await call(h, 'arena', 'tvPinAuthorize', { token: viewer.authorisationToken, body: { pin: 'abc' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    const guest = tokensOf(await call(h, 'arena', 'guestCheckin'));
    expect(refusal(await call(h, 'arena', 'tvPinAuthorize', { token: guest.authorisationToken, body: { pin: 'AAAAAA' } }))).toMatchObject({
      status: 403,
    });
    expect(refusal(await call(h, 'arena', 'tvPinAuthorize', { body: { pin: 'AAAAAA' } }))).toMatchObject({ status: 401 });
    expect(refusal(await call(h, 'cinema', 'tvPinIssue'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refusal(await call(h, 'arena', 'tvPinPoll', { body: { pollToken: 'y'.repeat(43) } }))).toMatchObject({
      status: 400,
      messageKey: 'tvPinExpired',
    });
    expect(refusal(await call(h, 'arena', 'tvPinPoll', { body: {} }))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});

describe('/authorize: OAuth code with PKCE', () => {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirect = 'http://localhost:8765/oauth/callback';
  const codeBody = (changes: object = {}) => ({
    response_type: 'code',
    client_id: 'arena-tv',
    redirect_url: redirect,
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    credentials: { id: 'viewer@arena.example', secret: 'demo-pass-1' },
    ...changes,
  });

  async function code(): Promise<string> {
    const res = await call(h, 'arena', 'oauthCode', { body: codeBody() });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().redirectUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(redirect);
    expect(url.searchParams.get('state')).toBe('xyz');
    return url.searchParams.get('code') ?? '';
  }

  const tokenBody = (c: string, changes: object = {}) => ({
    grant_type: 'authorization_code',
    code: c,
    code_verifier: verifier,
    client_id: 'arena-tv',
    redirect_url: redirect,
    ...changes,
  });

  test('code → tokens with the verifier, once', async () => {
    const c = await code();
    const tokens = tokensOf(await call(h, 'arena', 'oauthToken', { body: tokenBody(c) }));
    expect(claimsOf(tokens.authorisationToken)).toMatchObject({ aud: 'arena', gue: false });
    expect(refusal(await call(h, 'arena', 'oauthToken', { body: tokenBody(c) }))).toMatchObject({
      status: 400,
      code: 'NO_OAUTH_CODE_FOUND',
    });
  });

  test('an unknown code, a wrong verifier (which spends the code), another client or realm: refused', async () => {
    expect(refusal(await call(h, 'arena', 'oauthToken', { body: tokenBody('z'.repeat(43)) }))).toMatchObject({
      status: 400,
      code: 'NO_OAUTH_CODE_FOUND',
    });
    const c1 = await code();
    expect(
      refusal(await call(h, 'arena', 'oauthToken', { body: tokenBody(c1, { code_verifier: randomBytes(48).toString('base64url') }) })),
    ).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(refusal(await call(h, 'arena', 'oauthToken', { body: tokenBody(c1) }))).toMatchObject({ code: 'NO_OAUTH_CODE_FOUND' });
    const c2 = await code();
    expect(refusal(await call(h, 'arena', 'oauthToken', { body: tokenBody(c2, { client_id: 'other' }) }))).toMatchObject({
      code: 'NO_OAUTH_CODE_FOUND',
    });
    const c3 = await code();
    expect(refusal(await call(h, 'club', 'oauthToken', { body: tokenBody(c3, { client_id: 'club-tv' }) }))).toMatchObject({
      code: 'NO_OAUTH_CODE_FOUND',
    });
  });

  test('bad credentials are the login refusal; unregistered apps and redirect URLs get no code; bad input is 400', async () => {
    const wrong = await call(h, 'arena', 'oauthCode', {
      body: codeBody({ credentials: { id: 'viewer@arena.example', secret: 'nope-nope' } }),
    });
    expect(refusal(wrong)).toEqual({ status: 401, code: 'UNAUTHORIZED', messageKey: 'notFound' });
    const unknownUser = await call(h, 'arena', 'oauthCode', {
      body: codeBody({ credentials: { id: 'nobody@arena.example', secret: 'nope-nope' } }),
    });
    expect(refusal(unknownUser)).toEqual(refusal(wrong));
    expect(refusal(await call(h, 'arena', 'oauthCode', { body: codeBody({ redirect_url: 'https://evil.example/cb' }) }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(refusal(await call(h, 'arena', 'oauthCode', { body: codeBody({ client_id: 'club-tv' }) }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    const empty = await call(h, 'arena', 'oauthCode', { body: codeBody({ credentials: { id: '', secret: '' } }) });
    expect(refusal(empty)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(JSON.stringify(empty.json().details)).toContain('EmailPasswordCannotBeEmpty');
    expect(refusal(await call(h, 'arena', 'oauthCode', { body: codeBody({ code_challenge_method: 'plain' }) }))).toMatchObject({
      status: 400,
    });
  });
});

describe('impersonation', () => {
  test("an administrator's one-time token signs in as the user, with imp, exid, device and location", async () => {
    const admin = await demoAdmin(h, 'cinema');
    const viewer = await demoViewer(h, 'cinema');
    const userId = claimsOf(viewer.authorisationToken).sub as string;
    const issued = await call(h, 'cinema', 'impersonationToken', {
      token: admin.authorisationToken,
      body: { userId, device: 'Smart TV', location: 'Lisbon' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { token, expiresAt } = issued.json();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const res = await call(h, 'cinema', 'impersonate', { query: { token } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ exid: userId, device: 'Smart TV', location: 'Lisbon' });
    expect(claimsOf(answer.authorisationToken)).toMatchObject({ sub: userId, imp: claimsOf(admin.authorisationToken).sub });
    // The refreshed token still says who is impersonating.
    const refreshed = tokensOf(await call(h, 'cinema', 'tokenRefresh', { body: { refreshToken: answer.refreshToken } }));
    expect(claimsOf(refreshed.authorisationToken).imp).toBe(claimsOf(admin.authorisationToken).sub);
    expect(refusal(await call(h, 'cinema', 'impersonate', { query: { token } }))).toMatchObject({
      status: 400,
      messageKey: 'tokenInvalidOrExpired',
    });
  });

  test('not for another realm, an unknown user, oneself, another administrator; a token of another realm does not work', async () => {
    const admin = await demoAdmin(h, 'cinema');
    const clubViewer = await demoViewer(h, 'club');
    const clubUser = claimsOf(clubViewer.authorisationToken).sub as string;
    expect(
      refusal(await call(h, 'cinema', 'impersonationToken', { token: admin.authorisationToken, body: { userId: clubUser } })),
    ).toMatchObject({ status: 404 });
    expect(
      refusal(
        await call(h, 'cinema', 'impersonationToken', {
          token: admin.authorisationToken,
          body: { userId: claimsOf(admin.authorisationToken).sub },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      refusal(await call(h, 'cinema', 'impersonationToken', { token: admin.authorisationToken, body: { userId: 'nope' } })),
    ).toMatchObject({ status: 400 });
    const otherAdmin = await h.app.services.auth.operator.createPendingActivation('cinema', 'second-admin@cinema.example');
    await h.db
      .updateTable('app_user')
      .set({ roles: ['ADMIN'] })
      .where('id', '=', otherAdmin.userId)
      .execute();
    const refused = await call(h, 'cinema', 'impersonationToken', { token: admin.authorisationToken, body: { userId: otherAdmin.userId } });
    expect(refusal(refused)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const viewer = claimsOf((await demoViewer(h, 'cinema')).authorisationToken).sub as string;
    const { token } = (await call(h, 'cinema', 'impersonationToken', { token: admin.authorisationToken, body: { userId: viewer } })).json();
    expect(refusal(await call(h, 'arena', 'impersonate', { query: { token } }))).toMatchObject({ status: 400 });
    expect(refusal(await call(h, 'cinema', 'impersonate', {}))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});

describe('pending activation', () => {
  test('the seeded one: details, entitlement, activation signs in, then it is gone', async () => {
    const id = pendingActivationId('arena', 'pending@arena.example');
    const details = await call(h, 'arena', 'pendingActivation', { params: { id } });
    expect(details.json()).toMatchObject({ id, contactEmail: 'pending@arena.example' });
    const entitlement = (await call(h, 'arena', 'pendingActivationEntitlement', { params: { id } })).json();
    expect(entitlement.licences).toHaveLength(1);
    expect(entitlement.licences[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    // Not from another realm.
    expect(refusal(await call(h, 'club', 'pendingActivation', { params: { id } }))).toMatchObject({ status: 404 });
    const tokens = tokensOf(await call(h, 'arena', 'pendingActivationActivate', { params: { id } }));
    expect(claimsOf(tokens.authorisationToken)).toMatchObject({ aud: 'arena', apr: false, gue: false });
    expect(refusal(await call(h, 'arena', 'pendingActivation', { params: { id } }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await call(h, 'arena', 'pendingActivationActivate', { params: { id } }))).toMatchObject({ status: 404 });
  });

  test('withdrawing removes the account; unknown and malformed ids are refused', async () => {
    const { id, userId } = await h.app.services.auth.operator.createPendingActivation('club', 'Invitee@club.example');
    expect((await call(h, 'club', 'pendingActivation', { params: { id } })).json().contactEmail).toBe('invitee@club.example');
    expect((await call(h, 'club', 'pendingActivationEntitlement', { params: { id } })).json()).toEqual({ licences: [] });
    expect((await call(h, 'club', 'pendingActivationDelete', { params: { id } })).json()).toEqual({ ok: true });
    expect(await h.db.selectFrom('app_user').select('id').where('id', '=', userId).executeTakeFirst()).toBeUndefined();
    expect(refusal(await call(h, 'club', 'pendingActivationDelete', { params: { id } }))).toMatchObject({ status: 404 });
    expect(refusal(await call(h, 'club', 'pendingActivation', { params: { id: 'not-a-uuid' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
  });
});

describe('referral session', () => {
  test('records esrefid and esclkid for 30 days, with the viewer when signed in', async () => {
    const res = await call(h, 'arena', 'referralSession', { body: { referralExid: 'partner-1', clickId: 'click-9' } });
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({ realm: 'arena', esrefid: 'partner-1', esclkid: 'click-9' });
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(30 * 86_400_000);
    const viewer = await demoViewer(h, 'arena');
    await call(h, 'arena', 'referralSession', { token: viewer.authorisationToken, body: { referralExid: 'partner-2' } });
    const row = await h.db
      .selectFrom('referral')
      .select(['user_id', 'esclkid'])
      .where('esrefid', '=', 'partner-2')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: claimsOf(viewer.authorisationToken).sub, esclkid: null });
    expect(refusal(await call(h, 'arena', 'referralSession', { body: {} }))).toMatchObject({ status: 400 });
  });
});

describe('development outbox', () => {
  test('lists mail as JSON and as a page with clickable, escaped links', async () => {
    await login(h, 'club', 'viewer@club.example', 'demo-pass-1');
    await call(h, 'club', 'passwordRequest', { body: { email: 'viewer@club.example' } });
    const json = (await call(h, 'club', 'outbox', { query: { realm: 'club', to: 'VIEWER@club.example' } })).json();
    expect(json[0]).toMatchObject({ kind: 'PASSWORD_RESET', to: 'viewer@club.example' });
    const page = await h.inject({ method: 'GET', url: '/dev/outbox?realm=club' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<a href="\/realm\/club\/login\/reset-password\?token=[A-Za-z0-9_-]+">/);
    expect(refusal(await h.inject({ method: 'GET', url: '/api/dev/outbox?zzz=1' }))).toMatchObject({ status: 400 });
  });

  test('off (DEV_OUTBOX=false): both answer 404', async () => {
    const off = await startHarness({ seed: false, config: { devOutbox: false } });
    try {
      expect(refusal(await off.inject({ method: 'GET', url: '/api/dev/outbox' }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
