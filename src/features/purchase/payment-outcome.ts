// What a payment's failure means for the attempt and what the form says. An answer from the
// server (a decline, a refusal) ends the attempt; a dropped connection, a timeout or a server
// error leaves it unknown — the charge may have been made — so the retry repeats it with the
// same Idempotency-Key (flow.ts attemptKey) and hears the first result.
import { ApiRequestError } from '../../lib/http-errors.ts';
import type { AttemptOutcome } from './flow.ts';

export function outcomeOf(error: unknown): AttemptOutcome {
  return error instanceof ApiRequestError && error.status < 500 ? 'answered' : 'unknown';
}

/** Decline reasons of the providers (decision 0037) that have a sentence of their own. */
const DECLINE_LABELS: Record<string, string> = {
  CARD_DECLINED: 'paymentDeclinedCard',
  INSUFFICIENT_FUNDS: 'paymentDeclinedFunds',
  UNKNOWN_TEST_CARD: 'paymentDeclinedUnknownCard',
  AUTHORISATION_FAILED: 'paymentAuthorisationFailed',
};

/**
 * Why the provider would not take a card at all (400 `cardRefused`, before any charge): the
 * test-card provider's reasons. A reason not listed reads as the plain `cardRefused`.
 */
const CARD_REFUSAL_LABELS: Record<string, string> = {
  EXPIRED_CARD: 'cardRefusedExpired',
  INVALID_NUMBER: 'cardRefusedNumber',
  BRAND_NOT_ACCEPTED: 'cardRefusedBrand',
  UNKNOWN_TEST_CARD: 'paymentDeclinedUnknownCard',
};

/**
 * The label key a failed pay or authorisation shows: a decline or a card refusal by its reason
 * (else the server's `paymentDeclined` / `cardRefused`), another refusal by the server's message
 * key (one without a label reads as the generic error, see FormErrorArea), an unknown outcome as
 * "not sure it went through, try again" (the retry cannot charge twice).
 */
export function paymentFailureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'paymentUnknownOutcome';
  if (error.status >= 500) return 'paymentUnknownOutcome';
  const reason = error.body?.details?.reason;
  if (error.status === 402) return (typeof reason === 'string' && DECLINE_LABELS[reason]) || 'paymentDeclined';
  if (error.body?.messageKey === 'cardRefused') return (typeof reason === 'string' && CARD_REFUSAL_LABELS[reason]) || 'cardRefused';
  return error.body?.messageKey && error.body.messageKey !== 'generic' ? error.body.messageKey : 'paymentRefused';
}
