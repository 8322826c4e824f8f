// What the federated sign-in tests share: a browser's side of the flow against the real server
// — the app asks where to send the viewer, the viewer signs in on the demo provider's page
// (its form posted as a browser posts it), the provider redirects back with a code — all on
// one origin, as a browser reaching the app on cinema.test would.
import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { call } from './session-helpers.ts';

export const HOST = 'cinema.test:8080';
export const ORIGIN = `http://${HOST}`;
export const ISSUER = `${ORIGIN}/api/idp/cinema`;
export const REDIRECT = `${ORIGIN}/realm/cinema/login/redirect`;
export const CLIENT = 'cinema-web';
export const PROVIDER = 'ID_PROVIDER';

/** The demo provider's identities of cinema (db/seed/identity-provider.ts). */
export const ADA = { email: 'ada@id.cinema.example', password: 'provider-pass-1', name: 'Ada Lovelace' };
export const VIEWER_IDENTITY = { email: 'viewer@cinema.example', password: 'provider-pass-2' };

/** What the app keeps for one attempt (in the browser: sessionStorage). */
export type Attempt = { state: string; nonce: string; verifier: string; challenge: string };

export function newAttempt(): Attempt {
  const verifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(24).toString('base64url'),
    nonce: randomBytes(24).toString('base64url'),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

/** The provider's authorisation request for an attempt, as the app's server would build it. */
export function authorizeQuery(attempt: Attempt, changes: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: 'code',
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: attempt.challenge,
    code_challenge_method: 'S256',
    ...changes,
  };
}

const onOrigin = { host: HOST };

export function getPage(h: Harness, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const target = new URL(url, ORIGIN);
  return h.inject({ method: 'GET', url: `${target.pathname}${target.search}`, headers: { ...onOrigin, ...headers } });
}

/** POSTs fields as an HTML form does. */
export function postForm(h: Harness, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return h.inject({
    method: 'POST',
    url: path,
    headers: { ...onOrigin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The viewer signs in on the provider's page; answers the provider's redirect. */
export async function signInAtProvider(
  h: Harness,
  query: Record<string, string>,
  credentials: { email: string; password: string },
): Promise<LightMyRequestResponse> {
  return postForm(h, '/api/idp/cinema/authorize', { ...query, ...credentials, action: 'signIn' });
}

/** A fresh code for an attempt, through the provider's sign-in form. */
export async function codeFor(h: Harness, attempt: Attempt, credentials: { email: string; password: string } = ADA): Promise<string> {
  const res = await signInAtProvider(h, authorizeQuery(attempt), credentials);
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe(attempt.state);
  return location.searchParams.get('code') ?? '';
}

/** The provider's token endpoint, called as a relying party calls it. */
export function tokenRequest(h: Harness, fields: Record<string, string>) {
  return postForm(h, '/api/idp/cinema/token', { grant_type: 'authorization_code', client_id: CLIENT, redirect_uri: REDIRECT, ...fields });
}

/** The app's operation finishing a sign-in, on the app's origin, with a bearer when given. */
export function finish(h: Harness, attempt: Attempt, code: string, options: { token?: string; body?: Record<string, unknown> } = {}) {
  return call(h, 'cinema', 'providerSignin', {
    body: {
      provider: PROVIDER,
      code,
      codeVerifier: attempt.verifier,
      redirectUri: REDIRECT,
      nonce: attempt.nonce,
      state: attempt.state,
      ...options.body,
    },
    headers: onOrigin,
    ...(options.token ? { token: options.token } : {}),
  });
}
