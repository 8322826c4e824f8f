// The built-in demo OpenID Connect provider (routes/idp.ts) on the real server and database:
// discovery and keys, the sign-in page and form, the one-use code bound to its request, the
// token endpoint with PKCE, and the ID token it signs, checked by the app's own verifier
// against the provider's published keys (tampered, for someone else, expired, another key).
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idpConfiguration, idpKeys, type PublicJwk } from '../../src/contracts/federated.ts';
import { routePath } from '../../src/lib/routes.ts';
import { PROVIDER_CALLBACK_PATH, demoIdentityId } from '../../src/server/db/seed/identity-provider.ts';
import { jwkThumbprint, signEs256Jwt } from '../../src/server/lib/es256-jwt.ts';
import { IdTokenRefused, verifyIdToken } from '../../src/server/services/federated/id-token.ts';
import {
  ADA,
  CLIENT,
  ISSUER,
  ORIGIN,
  REDIRECT,
  authorizeQuery,
  codeFor,
  getPage,
  newAttempt,
  postForm,
  signInAtProvider,
  tokenRequest,
} from './federated-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { NO_LIMITS, errorOf, refusal } from './session-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20, config: NO_LIMITS });
});
afterAll(async () => h?.close());

const authorizeUrl = (query: Record<string, string>) => `/api/idp/cinema/authorize?${new URLSearchParams(query).toString()}`;

async function keys(): Promise<PublicJwk[]> {
  return idpKeys.parse((await getPage(h, '/api/idp/cinema/jwks')).json()).keys;
}

async function idToken(attempt = newAttempt()): Promise<{ token: string; nonce: string }> {
  const code = await codeFor(h, attempt);
  const res = await tokenRequest(h, { code, code_verifier: attempt.verifier });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().id_token as string, nonce: attempt.nonce };
}

describe('discovery and keys', () => {
  test('the discovery document names this origin as the issuer and the endpoints under it', async () => {
    const res = await getPage(h, '/api/idp/cinema/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const config = idpConfiguration.parse(res.json());
    expect(config).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
      token_endpoint_auth_methods_supported: ['none'],
      ui_locales_supported: ['en-US', 'es-ES'],
    });
  });

  test('one P-256 key, identified by its thumbprint, the same on every read', async () => {
    const [key, ...rest] = await keys();
    expect(rest).toEqual([]);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key?.kid).toBe(jwkThumbprint(key ?? {}));
    expect(await keys()).toEqual([key]);
    expect(JSON.stringify(key)).not.toContain('"d"');
  });

  test('realms without a provider, and unknown ones, have none', async () => {
    for (const path of [
      '/api/idp/arena/jwks',
      '/api/idp/nowhere/.well-known/openid-configuration',
      authorizeUrl(authorizeQuery(newAttempt())),
    ]) {
      const res = await getPage(h, path.replace('/cinema/', '/club/'));
      expect(refusal(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  test('a realm name that is no realm name is a 400 naming it', async () => {
    for (const path of ['/api/idp/NOT%20A%20REALM/jwks', '/api/idp/x/.well-known/openid-configuration']) {
      const res = await getPage(h, path);
      expect(refusal(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(errorOf(res).details?.fields).toEqual([expect.objectContaining({ field: 'realm' })]);
    }
  });

  test('the registered callback path is the app’s login redirect route', () => {
    expect(PROVIDER_CALLBACK_PATH).toBe(routePath('loginRedirect'));
  });
});

describe('the sign-in page', () => {
  test('a plain form with labelled fields carrying the request, no script, not frameable', async () => {
    const attempt = newAttempt();
    const res = await getPage(h, authorizeUrl(authorizeQuery(attempt)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<h1>Cinema Classics ID</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain(`name="state" value="${attempt.state}"`);
    expect(html).toContain(`name="code_challenge" value="${attempt.challenge}"`);
    expect(html).toContain('action="/api/idp/cinema/authorize"');
    expect(html).not.toContain('<script');
  });

  test('in the language the app asked for (ui_locales), else Accept-Language', async () => {
    const asked = await getPage(h, authorizeUrl(authorizeQuery(newAttempt(), { ui_locales: 'es-ES' })));
    expect(asked.body).toContain('<html lang="es-ES">');
    expect(asked.body).toContain('Iniciar sesión');
    const header = await getPage(h, authorizeUrl(authorizeQuery(newAttempt())), { 'accept-language': 'es;q=0.9, en;q=0.1' });
    expect(header.body).toContain('<html lang="es-ES">');
  });

  test('an unregistered client or redirect URI gets a 400 in the spec’s shape, never a redirect', async () => {
    const attempt = newAttempt();
    const cases: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/realm/cinema/login/redirect' },
      { redirect_uri: `${ORIGIN}/realm/arena/login/redirect` },
      { redirect_uri: `${REDIRECT}?next=/x` },
      { redirect_uri: `http://other.test:8080/realm/cinema/login/redirect` },
    ];
    for (const changes of cases) {
      const res = await getPage(h, authorizeUrl(authorizeQuery(attempt, changes)));
      expect(refusal(res), JSON.stringify(changes)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(res.headers.location).toBeUndefined();
    }
  });

  test('bad input is a 400 naming the fields', async () => {
    const attempt = newAttempt();
    const res = await getPage(h, authorizeUrl(authorizeQuery(attempt, { code_challenge_method: 'plain', scope: 'email' })));
    expect(refusal(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    const fields = (errorOf(res).details?.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['code_challenge_method', 'scope']);
  });

  test('prompt=none is answered at once with interaction_required (the provider keeps no session)', async () => {
    const attempt = newAttempt();
    const res = await getPage(h, authorizeUrl(authorizeQuery(attempt, { prompt: 'none' })));
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'interaction_required', state: attempt.state });
  });
});

describe('the sign-in form', () => {
  test('a wrong password or an unknown email read the same: the login error, the email kept, no code', async () => {
    const attempt = newAttempt();
    const wrong = await signInAtProvider(h, authorizeQuery(attempt), { email: ADA.email, password: 'not-it' });
    const unknown = await signInAtProvider(h, authorizeQuery(attempt), { email: 'nobody@id.cinema.example', password: 'not-it' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('role="alert">The email or password is incorrect</p>');
      expect(res.body).toContain('aria-invalid="true" aria-describedby="problem"');
    }
    expect(wrong.body).toContain(`value="${ADA.email}"`);
  });

  test('empty or malformed inputs read as empty inputs (spec §8 identity codes)', async () => {
    for (const credentials of [
      { email: '', password: 'x' },
      { email: 'not-an-email', password: 'x' },
      { email: ADA.email, password: '' },
    ]) {
      const res = await signInAtProvider(h, authorizeQuery(newAttempt()), credentials);
      expect(res.body).toContain('role="alert">Please enter your email and password</p>');
    }
  });

  test('cancel goes back with access_denied and the state', async () => {
    const attempt = newAttempt();
    const res = await postForm(h, '/api/idp/cinema/authorize', { ...authorizeQuery(attempt), action: 'cancel' });
    expect(res.statusCode).toBe(303);
    expect(Object.fromEntries(new URL(String(res.headers.location)).searchParams)).toEqual({
      error: 'access_denied',
      state: attempt.state,
    });
  });

  test('tampered hidden fields are checked again: no code for an unregistered redirect URI', async () => {
    const res = await signInAtProvider(h, authorizeQuery(newAttempt(), { redirect_uri: 'https://evil.example/cb' }), ADA);
    expect(refusal(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('the token endpoint', () => {
  test('a code and its verifier give a signed ID token about the identity, once', async () => {
    const attempt = newAttempt();
    const code = await codeFor(h, attempt);
    const res = await tokenRequest(h, { code, code_verifier: attempt.verifier, state: attempt.state });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(answer).toMatchObject({ token_type: 'N_A', expires_in: 300 });
    const identity = verifyIdToken(answer.id_token, {
      issuer: ISSUER,
      audience: CLIENT,
      nonce: attempt.nonce,
      keys: await keys(),
      now: new Date(),
    });
    expect(identity).toEqual({ subject: demoIdentityId('cinema', ADA.email), email: ADA.email, emailVerified: true, name: ADA.name });
    expect(refusal(await tokenRequest(h, { code, code_verifier: attempt.verifier }))).toMatchObject({
      status: 400,
      code: 'NO_OAUTH_CODE_FOUND',
    });
  });

  test('an unknown, expired or reused code is refused with invalid_grant', async () => {
    const unknown = await tokenRequest(h, { code: randomBytes(32).toString('base64url'), code_verifier: 'v'.repeat(43) });
    expect(refusal(unknown)).toMatchObject({ status: 400, code: 'NO_OAUTH_CODE_FOUND', messageKey: 'oidcSigninError' });
    expect(errorOf(unknown).details).toEqual({ error: 'invalid_grant' });

    const attempt = newAttempt();
    const code = await codeFor(h, attempt);
    const hash = createHash('sha256').update(code).digest('base64url');
    await h.db
      .updateTable('idp_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', hash)
      .execute();
    expect(refusal(await tokenRequest(h, { code, code_verifier: attempt.verifier }))).toMatchObject({ code: 'NO_OAUTH_CODE_FOUND' });
  });

  test('a code is bound to its verifier (a wrong one spends it), client, redirect URI, state and issuer', async () => {
    const pkce = newAttempt();
    const spent = await codeFor(h, pkce);
    const mismatch = await tokenRequest(h, { code: spent, code_verifier: randomBytes(32).toString('base64url') });
    expect(refusal(mismatch)).toMatchObject({ status: 400, code: 'BAD_REQUEST', messageKey: 'oidcSigninError' });
    expect(errorOf(mismatch).details).toEqual({ error: 'invalid_grant' });
    expect(refusal(await tokenRequest(h, { code: spent, code_verifier: pkce.verifier }))).toMatchObject({ code: 'NO_OAUTH_CODE_FOUND' });

    const others: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: `${ORIGIN}/login/redirect` },
      { state: 'another-state-0123456789' },
    ];
    for (const changes of others) {
      const attempt = newAttempt();
      const code = await codeFor(h, attempt);
      const res = await tokenRequest(h, { code, code_verifier: attempt.verifier, ...changes });
      expect(refusal(res), JSON.stringify(changes)).toMatchObject({ status: 400, code: 'NO_OAUTH_CODE_FOUND' });
    }
    // Asked for on another origin: another issuer, so not this code.
    const attempt = newAttempt();
    const code = await codeFor(h, attempt);
    const elsewhere = await postForm(
      h,
      '/api/idp/cinema/token',
      { grant_type: 'authorization_code', client_id: CLIENT, redirect_uri: REDIRECT, code, code_verifier: attempt.verifier },
      { host: 'other.test:8080' },
    );
    expect(refusal(elsewhere)).toMatchObject({ code: 'NO_OAUTH_CODE_FOUND' });
  });

  test('bad input is a 400 in the spec’s shape, as JSON or as a form', async () => {
    const json = await h.inject({
      method: 'POST',
      url: '/api/idp/cinema/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password' }),
    });
    expect(refusal(json)).toMatchObject({ status: 400, code: 'VALIDATION' });
    const form = await postForm(h, '/api/idp/cinema/token', { grant_type: 'authorization_code', code: 'short' });
    expect(refusal(form)).toMatchObject({ status: 400, code: 'VALIDATION' });
    const fields = (errorOf(form).details?.fields as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['code', 'redirect_uri', 'client_id', 'code_verifier']));
  });
});

describe('the ID token, as the app checks it', () => {
  async function signingKey() {
    const row = await h.db
      .selectFrom('idp_signing_key')
      .select(['kid', 'private_jwk'])
      .where('realm', '=', 'cinema')
      .executeTakeFirstOrThrow();
    return { kid: row.kid, privateKey: createPrivateKey({ key: row.private_jwk, format: 'jwk' }) };
  }
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const refusedFor = (token: string, expected: { nonce: string; audience?: string; now?: Date }, published: PublicJwk[]) => {
    try {
      verifyIdToken(token, {
        issuer: ISSUER,
        audience: expected.audience ?? CLIENT,
        nonce: expected.nonce,
        keys: published,
        now: expected.now ?? new Date(),
      });
      return null;
    } catch (error) {
      if (error instanceof IdTokenRefused) return error.reason;
      throw error;
    }
  };

  test('a genuine token passes; the same token with a changed claim fails its signature', async () => {
    const { token, nonce } = await idToken();
    const published = await keys();
    expect(refusedFor(token, { nonce }, published)).toBeNull();
    const [head, , signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claimsOf(token), email: 'viewer@cinema.example' })).toString('base64url');
    expect(refusedFor(`${head}.${changed}.${signature}`, { nonce }, published)).toBe('signature');
  });

  test('for another client, another issuer, another nonce, expired: refused even when the provider signed it', async () => {
    const { token, nonce } = await idToken();
    const published = await keys();
    const key = await signingKey();
    const resigned = (changes: Record<string, unknown>) => signEs256Jwt({ ...claimsOf(token), ...changes }, key);
    expect(refusedFor(resigned({}), { nonce }, published)).toBeNull();
    expect(refusedFor(resigned({ aud: 'someone-else' }), { nonce }, published)).toBe('audience');
    expect(refusedFor(resigned({ aud: [CLIENT, 'someone-else'] }), { nonce }, published)).toBe('audience');
    expect(refusedFor(resigned({ aud: [CLIENT, 'someone-else'], azp: CLIENT }), { nonce }, published)).toBeNull();
    expect(refusedFor(token, { nonce, audience: 'arena-web' }, published)).toBe('audience');
    expect(refusedFor(resigned({ iss: 'http://other.test:8080/api/idp/cinema' }), { nonce }, published)).toBe('issuer');
    expect(refusedFor(token, { nonce: 'another-nonce-0123456789' }, published)).toBe('nonce');
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(refusedFor(resigned({ iat: past - 300, exp: past }), { nonce }, published)).toBe('expired');
    expect(refusedFor(token, { nonce, now: new Date(Date.now() + 3600_000) }, published)).toBe('expired');
    expect(refusedFor(resigned({ iat: Math.floor(Date.now() / 1000) + 3600 }), { nonce }, published)).toBe('notYetValid');
  });

  test('signed by another key (even under the provider’s key id), or by no algorithm, it is not the provider’s', async () => {
    const { token, nonce } = await idToken();
    const published = await keys();
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const kid = published[0]?.kid ?? '';
    expect(refusedFor(signEs256Jwt(claimsOf(token), { kid, privateKey: stranger }), { nonce }, published)).toBe('signature');
    expect(refusedFor(signEs256Jwt(claimsOf(token), { kid: 'unknown', privateKey: stranger }), { nonce }, published)).toBe('unknownKey');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${token.split('.')[1]}.`;
    expect(refusedFor(none, { nonce }, published)).toBe('malformed');
    const hs = `${Buffer.from(JSON.stringify({ alg: 'HS256', kid })).toString('base64url')}.${token.split('.').slice(1).join('.')}`;
    expect(refusedFor(hs, { nonce }, published)).toBe('malformed');
  });
});
