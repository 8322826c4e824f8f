import { describe, expect, test } from 'vitest';
import type { ApiError, ErrorCode } from '../../contracts/errors.ts';
import { ApiRequestError, InvalidResponse, NetworkFailure, RequestTimeout } from '../../lib/http-errors.ts';
import { SignInRefused, sessionFailureKey, sessionFailureMessage } from './errors.ts';

const refused = (status: number, code: ErrorCode, messageKey = 'generic') =>
  new ApiRequestError('/api/v1/login', status, { status, code, message: 'English detail', messageKey, requestId: 'r1' } satisfies ApiError);

describe('the session error catalogue (spec §8)', () => {
  test('a wrong email or password reads as the login error, whatever the server called it', () => {
    expect(sessionFailureKey(refused(401, 'UNAUTHORIZED', 'failedAuthentication'), 'login')).toBe('loginError');
    expect(sessionFailureKey(refused(404, 'NOT_FOUND'), 'login')).toBe('loginError');
    expect(sessionFailureKey(refused(401, 'UNAUTHORIZED'), 'authorize')).toBe('loginError');
  });

  test("the spec's identity codes become their messages", () => {
    expect(sessionFailureKey(refused(400, 'BAD_REQUEST', 'invalid-credential'), 'login')).toBe('loginError');
    expect(sessionFailureKey(refused(400, 'BAD_REQUEST', 'missing-password'), 'login')).toBe('emptyInputs');
    expect(sessionFailureKey(refused(400, 'BAD_REQUEST', 'invalid-email'), 'login')).toBe('emptyInputs');
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'email-already-in-use'), 'signup')).toBe('confirmedUserAlreadyExists');
    expect(sessionFailureKey(refused(400, 'BAD_REQUEST', 'internal-error'), 'login')).toBe('generic');
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'account-exists-with-different-credential'), 'login')).toBe(
      'accountExistsWithDifferentProvider',
    );
  });

  test('catalogue keys from the server are used as they are', () => {
    expect(sessionFailureKey(refused(400, 'VALIDATION', 'passwordTooCommon'), 'signup')).toBe('passwordTooCommon');
    expect(sessionFailureKey(refused(403, 'FORBIDDEN', 'user_self_suspended'), 'login')).toBe('user_self_suspended');
    expect(sessionFailureKey(refused(401, 'TOKEN_EXPIRED', 'sessionExpired'), 'tvPin')).toBe('sessionExpired');
  });

  test('a key outside the catalogue is never shown: the code decides', () => {
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'someServerOnlyKey'), 'signup')).toBe('confirmedUserAlreadyExists');
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'conflict'), 'login')).toBe('emailError');
    expect(sessionFailureKey(refused(429, 'RATE_LIMITED', 'whatever'), 'login')).toBe('tooManyAttempts');
    expect(sessionFailureKey(refused(403, 'CHALLENGE_REQUIRED'), 'login')).toBe('challengeFailed');
    expect(sessionFailureKey(refused(400, 'BAD_REQUEST'), 'login')).toBe('generic');
  });

  test('authorize failures are mapped by code, with a generic fallback', () => {
    expect(sessionFailureKey(refused(404, 'NO_OAUTH_CODE_FOUND'), 'authorize')).toBe('oauthCodeNotFound');
    expect(sessionFailureKey(refused(400, 'VALIDATION'), 'authorize')).toBe('authorizeRequestInvalid');
    expect(sessionFailureKey(refused(418, 'BAD_REQUEST'), 'authorize')).toBe('generic');
  });

  test('a refused one-time link says the link is invalid or used', () => {
    expect(sessionFailureKey(refused(400, 'VALIDATION'), 'passwordReset')).toBe('resetLinkInvalid');
    expect(sessionFailureKey(refused(401, 'UNAUTHORIZED', 'failedAuthentication'), 'passwordReset')).toBe('resetLinkInvalid');
    expect(sessionFailureKey(refused(404, 'NOT_FOUND'), 'confirmation')).toBe('confirmationLinkInvalid');
    expect(sessionFailureKey(refused(410, 'NOT_FOUND'), 'magicLink')).toBe('magicLinkInvalid');
    expect(sessionFailureKey(refused(404, 'NOT_FOUND'), 'activation')).toBe('activationInvalid');
    expect(sessionFailureKey(refused(401, 'UNAUTHORIZED'), 'impersonate')).toBe('impersonationFailed');
    expect(sessionFailureKey(refused(404, 'NOT_FOUND'), 'tvPin')).toBe('tvPinUnknown');
    // A TV code entered by a viewer the server does not accept is about the viewer, not the code.
    expect(sessionFailureKey(refused(403, 'FORBIDDEN'), 'tvPin')).toBe('failedAuthentication');
  });

  test('5xx, network and broken answers ask to try again; offline says offline', () => {
    expect(sessionFailureKey(refused(500, 'INTERNAL', 'loginError'), 'login')).toBe('errorOccurredPleaseTryAgain');
    expect(sessionFailureKey(refused(503, 'INTERNAL'), 'signup')).toBe('errorOccurredPleaseTryAgain');
    expect(sessionFailureKey(new NetworkFailure('/api/v1/login'), 'login', true)).toBe('errorOccurredPleaseTryAgain');
    expect(sessionFailureKey(new RequestTimeout('/api/v1/login'), 'login', true)).toBe('errorOccurredPleaseTryAgain');
    expect(sessionFailureKey(new InvalidResponse('/api/v1/login', ['x']), 'login')).toBe('errorOccurredPleaseTryAgain');
    expect(sessionFailureKey(new NetworkFailure('/api/v1/login'), 'login', false)).toBe('offlineTryAgain');
    expect(sessionFailureKey(new Error('boom'), 'login')).toBe('errorOccurredPleaseTryAgain');
  });

  test('tokens for another realm mean nobody was signed in', () => {
    expect(sessionFailureKey(new SignInRefused(), 'login')).toBe('failedAuthentication');
  });

  test("a provider's sign-in: the server's keys as they are, anything else it refused is oidcSigninError", () => {
    expect(sessionFailureKey(refused(401, 'UNAUTHORIZED', 'oidcSigninError'), 'providerSignin')).toBe('oidcSigninError');
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'account-exists-with-different-credential'), 'providerSignin')).toBe(
      'accountExistsWithDifferentProvider',
    );
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'providerLinkedElsewhere'), 'providerSignin')).toBe('providerLinkedElsewhere');
    expect(sessionFailureKey(refused(409, 'CONFLICT', 'providerOnlySignInMethod'), 'providerSignin')).toBe('providerOnlySignInMethod');
    expect(sessionFailureKey(refused(400, 'BAD_REQUEST'), 'providerSignin')).toBe('oidcSigninError');
    expect(sessionFailureKey(refused(404, 'NOT_FOUND'), 'providerSignin')).toBe('oidcSigninError');
    expect(sessionFailureKey(refused(502, 'INTERNAL', 'internal-error'), 'providerSignin')).toBe('errorOccurredPleaseTryAgain');
    expect(sessionFailureKey(refused(429, 'RATE_LIMITED'), 'providerSignin')).toBe('tooManyAttempts');
  });
});

describe('sign-in limits', () => {
  const limited = (messageKey: string, details?: Record<string, unknown>) =>
    new ApiRequestError('/api/v1/login', 429, {
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts: try again in 5 minutes',
      messageKey,
      requestId: 'r1',
      ...(details ? { details } : {}),
    } satisfies ApiError);

  test('a 429 always says to wait, even when the server sent the generic key', () => {
    expect(sessionFailureKey(limited('errorOccurredPleaseTryAgain'), 'login')).toBe('tooManyAttempts');
    expect(sessionFailureKey(limited('tooManyAttempts'), 'passwordRequest')).toBe('tooManyAttempts');
  });

  test('the wait the server names is shown in whole minutes, rounded up', () => {
    expect(sessionFailureMessage(limited('tooManyAttempts', { retryAfterSeconds: 300 }), 'login')).toEqual({
      key: 'tooManyAttemptsMinutes',
      values: { count: 5 },
    });
    expect(sessionFailureMessage(limited('tooManyAttempts', { retryAfterSeconds: 61 }), 'magicLink')).toEqual({
      key: 'tooManyAttemptsMinutes',
      values: { count: 2 },
    });
    expect(sessionFailureMessage(limited('tooManyAttempts', { retryAfterSeconds: 12 }), 'passwordReset')).toEqual({
      key: 'tooManyAttemptsMinutes',
      values: { count: 1 },
    });
  });

  test('without a wait, or for another failure, it is the catalogue key', () => {
    expect(sessionFailureMessage(limited('tooManyAttempts'), 'login')).toBe('tooManyAttempts');
    expect(sessionFailureMessage(limited('tooManyAttempts', { retryAfterSeconds: 'soon' }), 'login')).toBe('tooManyAttempts');
    expect(sessionFailureMessage(refused(401, 'UNAUTHORIZED', 'failedAuthentication'), 'login')).toBe('loginError');
  });
});
