// Guest check-in, sign-in, refresh, logout and the bearer check every authenticated operation
// runs (plugins/auth.ts), over the real server and database: good and bad input, another
// realm's token, expired and tampered tokens, refresh reuse revoking the family, and no way to
// tell an unknown email from a wrong password.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { NO_LIMITS, call, claimsOf, demoAdmin, demoViewer, errorOf, login, refusal, tokensOf } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: NO_LIMITS });
  await insertRealms(h.db, [{ ...testRealm('private', { title: 'Private' }), guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' }]);
});
afterAll(async () => h?.close());

/** An operation with `auth: 'customer'` to knock on (the TV PIN entry, arena has PIN login). */
const knock = (token: string | undefined, realm = 'arena', authorization?: string) =>
  call(h, realm, 'tvPinAuthorize', { body: { pin: 'ZZZZZZ' }, ...(token ? { token } : {}), ...(authorization ? { authorization } : {}) });

describe('guest check-in', () => {
  test('a realm that allows guests gives a guest its own account and tokens', async () => {
    const a = tokensOf(await call(h, 'arena', 'guestCheckin'));
    const b = tokensOf(await call(h, 'arena', 'guestCheckin'));
    expect(claimsOf(a.authorisationToken)).toMatchObject({ gue: true, rol: ['GUEST'], aud: 'arena', apr: false, pro: null, loc: 'en_US' });
    expect(claimsOf(a.authorisationToken).sub).not.toBe(claimsOf(b.authorisationToken).sub);
    expect(a).toMatchObject({ missingInformationStatus: 'NONE', lacksConfirmation: false });
    expect(a.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a realm without guests refuses with 403 FORBIDDEN; the client headers come first', async () => {
    expect(refusal(await call(h, 'club', 'guestCheckin'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refusal(await call(h, 'private', 'guestCheckin'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const res = await call(h, 'arena', 'guestCheckin', { headers: { realm: 'nowhere' } });
    expect(refusal(res)).toMatchObject({ status: 404, code: 'UNKNOWN_REALM' });
  });

  test('a guest is a viewer but not a customer', async () => {
    const guest = tokensOf(await call(h, 'arena', 'guestCheckin'));
    expect(refusal(await knock(guest.authorisationToken))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const out = await call(h, 'arena', 'logout', { token: guest.authorisationToken, body: { refreshToken: guest.refreshToken } });
    expect(out.statusCode, out.body).toBe(200);
  });
});

describe('login', () => {
  test('the demo viewer and administrator sign in with the spec claims', async () => {
    const viewer = await demoViewer(h, 'cinema');
    expect(claimsOf(viewer.authorisationToken)).toMatchObject({ gue: false, rol: ['CUSTOMER'], aud: 'cinema', apr: false, imp: null });
    expect(viewer).toMatchObject({ missingInformationStatus: 'NONE', lacksConfirmation: false });
    const admin = await demoAdmin(h, 'club');
    expect(claimsOf(admin.authorisationToken)).toMatchObject({ rol: ['ADMIN'], aud: 'club' });
  });

  test('email is matched without case or surrounding spaces', async () => {
    const tokens = await login(h, 'arena', '  Viewer@ARENA.example ', 'demo-pass-1');
    expect(claimsOf(tokens.authorisationToken).aud).toBe('arena');
  });

  test('an unknown email and a wrong password get the very same answer (no enumeration)', async () => {
    const unknown = await call(h, 'arena', 'login', { body: { email: 'nobody@arena.example', secret: 'demo-pass-1' } });
    const wrong = await call(h, 'arena', 'login', { body: { email: 'viewer@arena.example', secret: 'demo-pass-2' } });
    // An account that exists in another realm only is unknown here.
    const elsewhere = await call(h, 'arena', 'login', { body: { email: 'viewer@club.example', secret: 'demo-pass-1' } });
    // An account awaiting activation has no password yet.
    const pending = await call(h, 'arena', 'login', { body: { email: 'pending@arena.example', secret: 'demo-pass-1' } });
    const strip = (res: typeof unknown) => {
      const { requestId: _id, status, ...rest } = errorOf(res);
      return { httpStatus: res.statusCode, status, ...rest };
    };
    expect(strip(unknown)).toEqual({
      httpStatus: 401,
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'The email or password is not right',
      messageKey: 'notFound',
    });
    expect(strip(wrong)).toEqual(strip(unknown));
    expect(strip(elsewhere)).toEqual(strip(unknown));
    expect(strip(pending)).toEqual(strip(unknown));
  });

  test('an unknown email costs a password check too (timing)', async () => {
    // Both paths run one scrypt; the unknown one may not be an order of magnitude faster.
    const time = async (email: string) => {
      const start = performance.now();
      await call(h, 'arena', 'login', { body: { email, secret: 'wrong-password' } });
      return performance.now() - start;
    };
    await time('nobody@arena.example'); // the dummy hash is made on first use
    const unknown = Math.min(await time('nobody@arena.example'), await time('nobody2@arena.example'));
    const known = Math.min(await time('viewer@arena.example'), await time('viewer@arena.example'));
    expect(unknown).toBeGreaterThan(known / 3);
  });

  test('missing and malformed fields are 400 naming each field; a wrong realm header is refused', async () => {
    const missing = await call(h, 'arena', 'login', { body: {} });
    expect(refusal(missing)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect((errorOf(missing).details?.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['email', 'secret']);
    const malformed = await call(h, 'arena', 'login', { body: { email: 'not-an-email', secret: 'x', extra: 1 } });
    expect((errorOf(malformed).details?.fields as { field: string; problem: string }[]).map((f) => f.problem)).toContain(
      'pleaseProvideValidEmail',
    );
    const unparsable = await h.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { ...(await h.clientHeaders('arena')), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(refusal(unparsable)).toMatchObject({ status: 400 });
    const wrongKey = await call(h, 'arena', 'login', {
      body: { email: 'viewer@arena.example', secret: 'demo-pass-1' },
      headers: { 'x-api-key': 'nope' },
    });
    expect(refusal(wrongKey)).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
  });
});

describe('bearer tokens on authenticated operations', () => {
  test("no token, a malformed header, another realm's token, a tampered one: 401 UNAUTHORIZED failedAuthentication", async () => {
    const arena = await demoViewer(h, 'arena');
    const club = await demoViewer(h, 'club');
    const failed = { status: 401, code: 'UNAUTHORIZED', messageKey: 'failedAuthentication' };
    expect(refusal(await knock(undefined))).toEqual(failed);
    expect(refusal(await knock(undefined, 'arena', `Basic ${arena.authorisationToken}`))).toEqual(failed);
    expect(refusal(await knock(undefined, 'arena', 'Bearer'))).toEqual(failed);
    expect(refusal(await knock(club.authorisationToken, 'arena'))).toEqual(failed);
    const [head, body, sig] = arena.authorisationToken.split('.');
    const claims = claimsOf(arena.authorisationToken);
    const reSigned = (changes: object) => `${head}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${sig}`;
    expect(refusal(await knock(reSigned({ rol: ['ADMIN'] })))).toEqual(failed);
    expect(refusal(await knock(reSigned({ exp: (claims.exp as number) + 86_400 })))).toEqual(failed);
    expect(refusal(await knock(`${head}.${body}.${'A'.repeat(43)}`))).toEqual(failed);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(refusal(await knock(`${none}.${body}.`))).toEqual(failed);
    // The genuine token passes the check (and the PIN is then unknown: a 400, not a 401).
    expect((await knock(arena.authorisationToken)).statusCode).toBe(400);
  });

  test('an expired token is 401 TOKEN_EXPIRED sessionExpired', async () => {
    const { tokens } = h.app.services.auth;
    const viewer = await demoViewer(h, 'arena');
    const user = await tokens.loadUser('arena', claimsOf(viewer.authorisationToken).sub as string);
    if (!user) throw new Error('no user');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await tokens.sign(user, await tokens.claimsFor(user, {}, past));
    expect(claimsOf(expired).exp).toBeLessThan(Date.now() / 1000);
    expect(refusal(await knock(expired))).toEqual({ status: 401, code: 'TOKEN_EXPIRED', messageKey: 'sessionExpired' });
  });

  test('a token in the last quarter of its life is answered with its replacement; a fresh one is not', async () => {
    const { tokens } = h.app.services.auth;
    const viewer = await demoViewer(h, 'arena');
    const fresh = await call(h, 'arena', 'profiles', { token: viewer.authorisationToken });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['replacement-authorization']).toBeUndefined();

    const user = await tokens.loadUser('arena', claimsOf(viewer.authorisationToken).sub as string);
    if (!user) throw new Error('no user');
    const ttl = h.app.config.accessTokenTtlS;
    // Issued so long ago that only a tenth of its life is left.
    const ageing = await tokens.sign(user, await tokens.claimsFor(user, {}, Math.floor(Date.now() / 1000) - Math.floor(ttl * 0.9)));
    const answer = await call(h, 'arena', 'profiles', { token: ageing });
    expect(answer.statusCode).toBe(200);
    const replacement = /^Bearer (.+)$/.exec(String(answer.headers['replacement-authorization']))?.[1];
    if (!replacement) throw new Error('no replacement-authorization header');
    const renewed = claimsOf(replacement);
    expect(renewed.sub).toBe(user.id);
    expect(renewed.aud).toBe('arena');
    expect(renewed.exp as number).toBeGreaterThan(claimsOf(ageing).exp as number);
    expect((await call(h, 'arena', 'profiles', { token: replacement })).statusCode).toBe(200);
  });

  test('an administrator-only operation refuses a customer with 403 and admits the administrator', async () => {
    const viewer = await demoViewer(h, 'arena');
    const admin = await demoAdmin(h, 'arena');
    const body = { userId: claimsOf(viewer.authorisationToken).sub };
    expect(refusal(await call(h, 'arena', 'impersonationToken', { token: viewer.authorisationToken, body }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await call(h, 'arena', 'impersonationToken', { token: admin.authorisationToken, body })).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  test('rotates: each refresh token works once and the new pair works', async () => {
    const first = await demoViewer(h, 'arena');
    const second = tokensOf(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: first.refreshToken } }));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(second.authorisationToken).sub).toBe(claimsOf(first.authorisationToken).sub);
    const third = tokensOf(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: second.refreshToken } }));
    expect((await knock(third.authorisationToken)).statusCode).toBe(400);
  });

  test('reusing a spent refresh token revokes the whole family: 401 REVOKED', async () => {
    const first = await demoViewer(h, 'arena');
    const second = tokensOf(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: first.refreshToken } }));
    const reuse = await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: first.refreshToken } });
    expect(refusal(reuse)).toEqual({ status: 401, code: 'REVOKED', messageKey: 'sessionExpired' });
    // The thief's copy and the owner's newer token are both dead now.
    expect(refusal(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: second.refreshToken } }))).toMatchObject({
      status: 401,
      code: 'REVOKED',
    });
    // Another sign-in of the same account is another family, untouched.
    const other = await demoViewer(h, 'arena');
    expect((await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: other.refreshToken } })).statusCode).toBe(200);
  });

  test("an unknown, malformed or other realm's refresh token is refused", async () => {
    const club = await demoViewer(h, 'club');
    expect(refusal(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: club.refreshToken } }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(refusal(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: 'x'.repeat(43) } }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(refusal(await call(h, 'arena', 'tokenRefresh', { body: { refreshToken: 'short' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(refusal(await call(h, 'arena', 'tokenRefresh', { body: {} }))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});

describe('logout', () => {
  test('signs out the session: its access token and its refresh family are refused afterwards, other sessions live on', async () => {
    const session = await demoViewer(h, 'club');
    const other = await demoViewer(h, 'club');
    const out = await call(h, 'club', 'logout', { token: session.authorisationToken, body: { refreshToken: session.refreshToken } });
    expect(out.json()).toEqual({ ok: true });
    expect(refusal(await call(h, 'club', 'logout', { token: session.authorisationToken, body: {} }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(refusal(await call(h, 'club', 'tokenRefresh', { body: { refreshToken: session.refreshToken } }))).toMatchObject({
      status: 401,
      code: 'REVOKED',
    });
    expect((await call(h, 'club', 'tokenRefresh', { body: { refreshToken: other.refreshToken } })).statusCode).toBe(200);
  });

  test('with all: every session of the account ends', async () => {
    const a = await login(h, 'cinema', 'admin@cinema.example', 'demo-admin-1');
    const b = await login(h, 'cinema', 'admin@cinema.example', 'demo-admin-1');
    expect((await call(h, 'cinema', 'logout', { token: a.authorisationToken, body: { all: true } })).statusCode).toBe(200);
    expect(refusal(await call(h, 'cinema', 'logout', { token: b.authorisationToken, body: {} }))).toMatchObject({ status: 401 });
    expect(refusal(await call(h, 'cinema', 'tokenRefresh', { body: { refreshToken: b.refreshToken } }))).toMatchObject({
      status: 401,
      code: 'REVOKED',
    });
    // Signing in again works.
    await login(h, 'cinema', 'admin@cinema.example', 'demo-admin-1');
  });

  test('needs a token; a body that is not the schema is a 400', async () => {
    expect(refusal(await call(h, 'arena', 'logout', { body: {} }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const viewer = await demoViewer(h, 'arena');
    expect(refusal(await call(h, 'arena', 'logout', { token: viewer.authorisationToken, body: { all: 'yes' } }))).toMatchObject({
      status: 400,
    });
  });
});

describe('init with Authorization: Mixed {token} {refresh}', () => {
  const initQuery = { pk: 'autoAdvance,audioLanguage' };

  test("a valid token makes authentication the viewer's; the answer is private", async () => {
    const viewer = await demoViewer(h, 'arena');
    const res = await call(h, 'arena', 'init', {
      query: initQuery,
      authorization: `Mixed ${viewer.authorisationToken} ${viewer.refreshToken}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().authentication).toEqual({ isGuest: false, isAuthenticated: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const guest = tokensOf(await call(h, 'arena', 'guestCheckin'));
    const asGuest = await call(h, 'arena', 'init', {
      query: initQuery,
      authorization: `Mixed ${guest.authorisationToken} ${guest.refreshToken}`,
    });
    expect(asGuest.json().authentication).toEqual({ isGuest: true, isAuthenticated: true });
  });

  test("the viewer's answer is the public one with their own parts, and the public one stays public", async () => {
    const viewer = await demoViewer(h, 'arena');
    const authorization = `Mixed ${viewer.authorisationToken} ${viewer.refreshToken}`;
    const before = (await call(h, 'arena', 'init', { query: initQuery })).json();
    const own = (await call(h, 'arena', 'init', { query: initQuery, authorization })).json();
    const after = (await call(h, 'arena', 'init', { query: initQuery })).json();
    const shared = (answer: Record<string, unknown>) => ({ ...answer, authentication: null, preferences: null });
    expect(shared(own)).toEqual(shared(before));
    expect(Object.keys(own.preferences ?? {}).sort()).toEqual(Object.keys(before.preferences ?? {}).sort());
    expect(after).toEqual(before);
    expect(after.authentication).toBeNull();
    // Compressed like the public answer, and never kept by anyone on the way.
    const packed = await call(h, 'arena', 'init', { query: initQuery, authorization, headers: { 'accept-encoding': 'br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(own);
    // Where gzip is taken too, the answer is spliced from the kept parts deflated once.
    const browser = await call(h, 'arena', 'init', {
      query: initQuery,
      authorization,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString('utf8'))).toEqual(own);
  });

  test("a bad, expired or other realm's token is ignored: the public answer", async () => {
    const club = await demoViewer(h, 'club');
    for (const authorization of [`Mixed ${club.authorisationToken} ${club.refreshToken}`, 'Mixed a b', 'Mixed', 'Bearer nonsense']) {
      const res = await call(h, 'arena', 'init', { query: initQuery, authorization });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json().authentication, authorization).toBeNull();
    }
    const publicAnswer = await call(h, 'arena', 'init', { query: initQuery });
    expect(publicAnswer.json().authentication).toBeNull();
  });
});

test('two sign-ins of one user in the same second get different tokens: signing one out leaves the other', async () => {
  const first = await demoViewer(h, 'arena');
  const second = await demoViewer(h, 'arena');
  expect(first.authorisationToken).not.toBe(second.authorisationToken);
  const out = await call(h, 'arena', 'logout', { token: first.authorisationToken, body: { refreshToken: first.refreshToken } });
  expect(out.statusCode).toBe(200);
  expect((await call(h, 'arena', 'profiles', { token: second.authorisationToken })).statusCode).toBe(200);
  expect((await call(h, 'arena', 'profiles', { token: first.authorisationToken })).statusCode).toBe(401);
});
