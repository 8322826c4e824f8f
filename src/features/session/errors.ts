// The session screens' error catalogue (spec §8): which label a viewer reads for a failure.
// The server's messageKey is used when it is one of the catalogue's keys; the identity codes
// of the spec are translated; otherwise the status code decides per action, with a generic
// fallback. No status code, stack or server wording reaches the screen. Pure.
import type { LabelKey } from '../../contracts/label-keys.ts';
import { ApiRequestError, NetworkFailure, RequestTimeout } from '../../lib/http-errors.ts';
import type { Message } from '../../lib/i18n.ts';

/** Tokens the app would not keep (for another realm, not a token at all): nobody is signed in. */
export class SignInRefused extends Error {
  override readonly name = 'SignInRefused';
  constructor() {
    super('The answer carried no usable token for this realm');
  }
}

/** What the viewer was doing: the same code means different things per action. */
export type SessionAction =
  | 'login'
  | 'signup'
  | 'authorize'
  | 'passwordRequest'
  | 'passwordReset'
  | 'confirmation'
  | 'activation'
  | 'magicLink'
  | 'tvPin'
  | 'impersonate'
  | 'providerSignin';

/** Spec §8 "Identity codes". */
const IDENTITY_CODES: Readonly<Record<string, LabelKey>> = {
  'invalid-credential': 'loginError',
  'missing-password': 'emptyInputs',
  'invalid-email': 'emptyInputs',
  'email-already-in-use': 'confirmedUserAlreadyExists',
  'internal-error': 'generic',
  'account-exists-with-different-credential': 'accountExistsWithDifferentProvider',
};

/** Spec §8 "Keys to messages" spelt as the spec names them, onto our labels. */
const KEY_ALIASES: Readonly<Record<string, LabelKey>> = {
  conflict: 'emailError',
  notFound: 'loginError',
  challengeFailed: 'challengeFailed',
};

/** Keys of the catalogue the server may send as they are. */
const CATALOGUE: ReadonlySet<string> = new Set<LabelKey>([
  'sessionExpired',
  'password4to256',
  'password8to256',
  'passwordTooCommon',
  'passwordRules',
  'pleaseProvideValidEmail',
  'pleaseProvideYourEmail',
  'pleaseProvideYourPassword',
  'errorOccurredPleaseTryAgain',
  'user_self_suspended',
  'EmailPasswordCannotBeEmpty',
  'loginError',
  'emptyInputs',
  'invalidEmail',
  'emailError',
  'confirmedUserAlreadyExists',
  'accountExistsWithDifferentProvider',
  'tvPinInvalid',
  'tvPinUnknown',
  'oauthCodeNotFound',
  'tooManyAttempts',
  'oidcSigninError',
  'providerAlreadyLinked',
  'providerLinkedElsewhere',
  'providerNotLinked',
  'providerOnlySignInMethod',
]);

/** A one-time link (reset, confirmation, magic link, activation) that the server refused. */
const LINK_REFUSED = [400, 401, 403, 404, 409, 410];
const SPENT_LINK: Partial<Record<SessionAction, { key: LabelKey; statuses: readonly number[] }>> = {
  passwordReset: { key: 'resetLinkInvalid', statuses: LINK_REFUSED },
  confirmation: { key: 'confirmationLinkInvalid', statuses: LINK_REFUSED },
  magicLink: { key: 'magicLinkInvalid', statuses: LINK_REFUSED },
  activation: { key: 'activationInvalid', statuses: LINK_REFUSED },
  impersonate: { key: 'impersonationFailed', statuses: LINK_REFUSED },
  // A signed-in viewer's PIN: a refusal of the viewer (401, 403) is not a wrong code.
  tvPin: { key: 'tvPinUnknown', statuses: [400, 404, 409, 410] },
};

function byCode(error: ApiRequestError, action: SessionAction): LabelKey {
  const code = error.body?.code;
  if (code === 'RATE_LIMITED' || error.status === 429) return 'tooManyAttempts';
  if (code === 'CHALLENGE_REQUIRED') return 'challengeFailed';
  if (code === 'NO_OAUTH_CODE_FOUND') return 'oauthCodeNotFound';
  if (code === 'TOKEN_EXPIRED') return 'sessionExpired';
  if ((action === 'login' || action === 'authorize') && (error.status === 401 || error.status === 404)) return 'loginError';
  if (action === 'signup' && (code === 'CONFLICT' || error.status === 409)) return 'confirmedUserAlreadyExists';
  if (code === 'CONFLICT') return 'emailError';
  if (action === 'authorize' && code === 'VALIDATION') return 'authorizeRequestInvalid';
  // A provider's answer that did not sign anyone in, whatever the server called it.
  if (action === 'providerSignin' && error.status < 500) return 'oidcSigninError';
  const spent = SPENT_LINK[action];
  if (spent && spent.statuses.includes(error.status)) return spent.key;
  if (error.status === 401 || error.status === 403) return 'failedAuthentication';
  return 'generic';
}

/**
 * The label for a failed session action. `online` is the browser's belief at the time (an
 * unreachable server while offline reads as the offline message).
 */
export function sessionFailureKey(
  error: unknown,
  action: SessionAction,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false,
): LabelKey {
  if (error instanceof SignInRefused) return 'failedAuthentication';
  if (error instanceof NetworkFailure || error instanceof RequestTimeout) return online ? 'errorOccurredPleaseTryAgain' : 'offlineTryAgain';
  if (!(error instanceof ApiRequestError)) return 'errorOccurredPleaseTryAgain';
  if (error.status >= 500) return 'errorOccurredPleaseTryAgain';
  // A limit is a limit whatever key came with it: the viewer must know to wait.
  if (error.status === 429) return 'tooManyAttempts';
  const key = error.body?.messageKey;
  if (key) {
    const identity = IDENTITY_CODES[key] ?? KEY_ALIASES[key];
    if (identity) return identity;
    // failedAuthentication is decided by the action below: on sign-in a wrong password reads
    // as the login error, on a one-time link as the link's own message.
    if (CATALOGUE.has(key) && key !== 'failedAuthentication') return key as LabelKey;
  }
  return byCode(error, action);
}

/** The wait a 429 names (details.retryAfterSeconds, which Retry-After repeats), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const seconds = error.body?.details?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * sessionFailureKey, with the wait in whole minutes when the server said how long: "wait a
 * moment" would send the viewer back to a form still locked for minutes.
 */
export function sessionFailureMessage(error: unknown, action: SessionAction, online?: boolean): Message {
  const seconds = retryAfterSeconds(error);
  if (seconds !== null) return { key: 'tooManyAttemptsMinutes', values: { count: Math.ceil(seconds / 60) } };
  return sessionFailureKey(error, action, online);
}
