// @vitest-environment jsdom
// The browser's half of federated sign-in: PKCE (RFC 7636's own example), the attempt kept for
// this tab and taken back once by its state, and what the provider's answer says to do.
import { afterEach, describe, expect, test } from 'vitest';
import {
  ATTEMPT_TTL_MS,
  beginAttempt,
  challengeOf,
  providerCallbackUri,
  randomValue,
  readProviderAnswer,
  realmProvider,
  silentSignIn,
  takeAttempt,
  withInteractionRequired,
  type ProviderAttempt,
} from './provider-flow.ts';

afterEach(() => sessionStorage.clear());

const idp = { name: 'ID_PROVIDER', autoLogin: false, openIdClientName: 'cinema-web', fields: [] };
const pbr = { name: 'PBR', autoLogin: false, openIdClientName: null, fields: [] };
const start = { provider: 'ID_PROVIDER', redirectUri: 'https://cinema.example/login/redirect', from: '/section/films' };

describe('PKCE and random values', () => {
  test('S256 of RFC 7636 appendix B', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  test('random values are 43 base64url characters (a valid verifier), never the same twice', () => {
    const values = Array.from({ length: 50 }, randomValue);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(values).size).toBe(50);
  });
});

describe('the attempt kept for this tab', () => {
  test('begun: state, nonce and verifier are fresh, the challenge is the verifier’s, and it is kept', async () => {
    const { attempt, challenge } = await beginAttempt('cinema', start, 1_000);
    expect(new Set([attempt.state, attempt.nonce, attempt.verifier]).size).toBe(3);
    expect(challenge).toBe(await challengeOf(attempt.verifier));
    expect(attempt).toMatchObject({ ...start, startedAt: 1_000 });
    expect(JSON.parse(sessionStorage.getItem('provider-signin:cinema') ?? 'null')).toEqual(attempt);
  });

  test('taken back once, by its state; an answer with another state or none takes nothing and spends it', async () => {
    const { attempt } = await beginAttempt('cinema', start, 1_000);
    expect(takeAttempt('cinema', attempt.state, 2_000)).toEqual(attempt);
    expect(takeAttempt('cinema', attempt.state, 2_000)).toBeNull();

    const second = (await beginAttempt('cinema', start, 1_000)).attempt;
    expect(takeAttempt('cinema', 'someone-elses-state', 2_000)).toBeNull();
    expect(takeAttempt('cinema', second.state, 2_000)).toBeNull();

    await beginAttempt('cinema', start, 1_000);
    expect(takeAttempt('cinema', null, 2_000)).toBeNull();
    expect(sessionStorage.getItem('provider-signin:cinema')).toBeNull();
  });

  test('per realm: an attempt of one realm is not another’s', async () => {
    const { attempt } = await beginAttempt('cinema', start, 1_000);
    expect(takeAttempt('arena', attempt.state, 2_000)).toBeNull();
    expect(takeAttempt('cinema', attempt.state, 2_000)).toEqual(attempt);
  });

  test('too old, from the future, or not an attempt at all: refused', async () => {
    const old = (await beginAttempt('cinema', start, 1_000)).attempt;
    expect(takeAttempt('cinema', old.state, 1_000 + ATTEMPT_TTL_MS + 1)).toBeNull();
    const future = (await beginAttempt('cinema', start, 5_000)).attempt;
    expect(takeAttempt('cinema', future.state, 1_000)).toBeNull();
    for (const raw of ['{', '"text"', JSON.stringify({ state: 's' }), JSON.stringify({ ...old, verifier: '' })]) {
      sessionStorage.setItem('provider-signin:cinema', raw);
      expect(takeAttempt('cinema', old.state, 2_000)).toBeNull();
    }
  });
});

describe('where and how', () => {
  test('the realm’s provider is the entry with a client name', () => {
    expect(realmProvider({ authenticationProviders: [pbr, idp] })).toBe(idp);
    expect(realmProvider({ authenticationProviders: [pbr] })).toBeNull();
  });

  test('the callback is the login redirect route under the router’s basename, on this origin', () => {
    expect(providerCallbackUri('https://cinema.example', '/')).toBe('https://cinema.example/login/redirect');
    expect(providerCallbackUri('http://localhost:8383', '/realm/cinema')).toBe('http://localhost:8383/realm/cinema/login/redirect');
  });

  test('silent only for a guest, with exactly this provider flagged autoLogin, not after interaction_required', () => {
    const auto = { ...idp, autoLogin: true };
    const realm = { authenticationProviders: [auto, pbr] };
    expect(silentSignIn(realm, auto, 'GUEST', false)).toBe(true);
    expect(silentSignIn(realm, auto, 'GUEST', true)).toBe(false);
    expect(silentSignIn(realm, auto, 'CUSTOMER', false)).toBe(false);
    expect(silentSignIn(realm, auto, 'UNAUTHENTICATED', false)).toBe(false);
    expect(silentSignIn({ authenticationProviders: [idp] }, idp, 'GUEST', false)).toBe(false);
    expect(silentSignIn({ authenticationProviders: [auto, { ...pbr, autoLogin: true }] }, auto, 'GUEST', false)).toBe(false);
  });
});

describe('the provider’s answer', () => {
  const attempt: ProviderAttempt = { ...start, state: 's'.repeat(43), nonce: 'n'.repeat(43), verifier: 'v'.repeat(43), startedAt: 0 };
  const query = (q: string) => new URLSearchParams(q);

  test('a code with its attempt is signed in with; without one it is refused', () => {
    expect(readProviderAnswer(query('code=c1&state=s'), attempt, '/')).toEqual({ kind: 'code', code: 'c1', attempt });
    expect(readProviderAnswer(query('code=c1&state=s'), null, '/')).toEqual({ kind: 'refused', reason: 'failed', from: null });
    expect(readProviderAnswer(query('state=s'), attempt, '/')).toEqual({ kind: 'refused', reason: 'failed', from: '/section/films' });
  });

  test('a cancel and other errors are refusals that keep `from` for trying again', () => {
    expect(readProviderAnswer(query('error=access_denied&state=s'), attempt, '/')).toEqual({
      kind: 'refused',
      reason: 'cancelled',
      from: '/section/films',
    });
    expect(readProviderAnswer(query('error=server_error&code=c1'), attempt, '/')).toEqual({
      kind: 'refused',
      reason: 'failed',
      from: '/section/films',
    });
  });

  test('interaction_required goes back to `from` (or the default target) marked for the shell', () => {
    expect(readProviderAnswer(query('error=interaction_required&state=s'), attempt, '/')).toEqual({
      kind: 'interactionRequired',
      to: '/section/films?error=interaction_required',
    });
    expect(readProviderAnswer(query('error=interaction_required'), null, '/')).toEqual({
      kind: 'interactionRequired',
      to: '/?error=interaction_required',
    });
    expect(withInteractionRequired('/video/1?t=30#player')).toBe('/video/1?t=30&error=interaction_required#player');
  });
});
