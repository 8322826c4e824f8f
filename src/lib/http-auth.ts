// Who a request is sent as, and what an answer says about the token (spec §4, §5, §7): the
// bearer policy, the Authorization value, and the failures the client acts on itself (an
// expired token, a captcha challenge). Pure; the client in http.ts applies them.
import type { ApiError } from '../contracts/errors.ts';
import { OPERATIONS, type OperationId } from '../contracts/operations.ts';
import { ApiRequestError } from './http-errors.ts';

/** Tokens the session holds for the current realm (a token for another realm is never offered). */
export type HeldTokens = { authorisationToken: string; refreshToken: string; exp: number; guest: boolean };

/** How a request authenticates (bearerFor decides it for operations). */
export type AuthMode = 'none' | 'bearer' | 'mixed';

/** A token is treated as expired this long before its `exp`, so it does not lapse in flight. */
export const EXPIRY_MARGIN_MS = 5_000;

/**
 * The bearer policy (docs/decisions/0015-client-session.md): every operation that takes the
 * spec's client headers carries the held token, so the server can swap it (replacement
 * authorisation) and the worker keys cached answers by the viewer; init carries both tokens
 * (`Mixed`, spec §7). Exception: a guest's realm and content reads (labels, menu, section
 * pages) go without it — every guest gets the same answer, and a request with Authorization
 * bypasses the server's public answer cache. Operations without client headers (realm lookup,
 * artwork) never carry it.
 */
export function bearerFor(id: OperationId, guest: boolean): AuthMode {
  const operation = OPERATIONS[id];
  if (id === 'init') return 'mixed';
  if (!operation.client) return 'none';
  if ('auth' in operation && operation.auth) return 'bearer';
  if (guest && (operation.cache === 'realm' || operation.cache === 'content')) return 'none';
  return 'bearer';
}

export const codeOf = (error: unknown): ApiError['code'] | null => (error instanceof ApiRequestError ? (error.body?.code ?? null) : null);

export function isTokenExpired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401 && codeOf(error) === 'TOKEN_EXPIRED';
}

/**
 * A 401 for the access token the call carried that is no longer accepted: signed out on another
 * device, or revoked by a password reset, which the server answers as it answers a forged token
 * (UNAUTHORIZED). Only a refresh can tell whether the session lives on, so one is tried; a
 * refused refresh ends the session as `sessionExpired` (spec §4) instead of leaving the viewer
 * signed in to an app whose every personal call fails.
 */
export function isTokenRefused(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 401 || !error.sentToken) return false;
  const code = codeOf(error);
  return code === 'UNAUTHORIZED' || code === 'REVOKED';
}

/** Spec §4: "a rejected request with a challenge status" — 428, or the code saying so. */
export function isChallenge(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 428 || codeOf(error) === 'CHALLENGE_REQUIRED');
}

export function challengeId(error: ApiRequestError): string | null {
  const id = error.body?.details?.challengeId;
  return typeof id === 'string' ? id : null;
}

export function authorizationValue(mode: AuthMode, held: HeldTokens | null): string | null {
  if (!held || mode === 'none') return null;
  return mode === 'mixed' ? `Mixed ${held.authorisationToken} ${held.refreshToken}` : `Bearer ${held.authorisationToken}`;
}
