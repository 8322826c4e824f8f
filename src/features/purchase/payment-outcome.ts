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
 * The label key a failed pay or authorisation shows: a decline by its reason (else the server's
 * `paymentDeclined`), another refusal by the server's message key, an unknown outcome as "not
 * sure it went through, try again" (the retry cannot charge twice).
 */
export function paymentFailureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'paymentUnknownOutcome';
  if (error.status >= 500) return 'paymentUnknownOutcome';
  const reason = error.body?.details?.reason;
  if (error.status === 402) return (typeof reason === 'string' && DECLINE_LABELS[reason]) || 'paymentDeclined';
  return error.body?.messageKey && error.body.messageKey !== 'generic' ? error.body.messageKey : 'paymentRefused';
}
