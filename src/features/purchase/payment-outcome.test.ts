// What a refused card or a declined payment reads as: every reason the providers give has a
// sentence of its own, never the raw key (the seeded translations: server/db/seed/labels).
import { describe, expect, test } from 'vitest';
import { LABEL_DEFAULTS } from '../../contracts/label-keys.ts';
import type { ApiError } from '../../contracts/errors.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { paymentFailureKey } from './payment-outcome.ts';

const answer = (status: number, messageKey: string, reason?: string) =>
  new ApiRequestError('/api/v4/basket/b/pay', status, {
    status,
    code: status === 402 ? 'PAYMENT_DECLINED' : 'BAD_REQUEST',
    message: 'English detail',
    messageKey,
    requestId: 'r1',
    ...(reason ? { details: { reason } } : {}),
  } satisfies ApiError);

// The test-card provider's refusals (tokenise) and declines (charge, authorise).
const CARD_REFUSALS = {
  EXPIRED_CARD: 'cardRefusedExpired',
  INVALID_NUMBER: 'cardRefusedNumber',
  BRAND_NOT_ACCEPTED: 'cardRefusedBrand',
  UNKNOWN_TEST_CARD: 'paymentDeclinedUnknownCard',
} as const;
const DECLINES = {
  CARD_DECLINED: 'paymentDeclinedCard',
  INSUFFICIENT_FUNDS: 'paymentDeclinedFunds',
  AUTHORISATION_FAILED: 'paymentAuthorisationFailed',
  NO_CARD: 'paymentDeclined',
  PROVIDER_UNAVAILABLE: 'paymentDeclined',
} as const;

/** Every key paymentFailureKey can give for the server's refusals (their translations: server/db/seed/labels/labels.test.ts). */
const PAYMENT_FAILURE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.values(CARD_REFUSALS),
    ...Object.values(DECLINES),
    'cardRefused',
    'cardRequired',
    'basketPaid',
    'alreadySubscribed',
    'paymentProviderUnavailable',
    'paymentRefused',
    'paymentUnknownOutcome',
  ]),
];

describe('payment failures', () => {
  test('a card refused before any charge reads by its reason', () => {
    for (const [reason, key] of Object.entries(CARD_REFUSALS))
      expect(paymentFailureKey(answer(400, 'cardRefused', reason)), reason).toBe(key);
    // A reason the app does not know yet still reads as a refused card.
    expect(paymentFailureKey(answer(400, 'cardRefused', 'LOST_CARD'))).toBe('cardRefused');
    expect(paymentFailureKey(answer(400, 'cardRefused'))).toBe('cardRefused');
  });

  test('a decline reads by its reason, else as the plain decline', () => {
    for (const [reason, key] of Object.entries(DECLINES))
      expect(paymentFailureKey(answer(402, 'paymentDeclined', reason)), reason).toBe(key);
  });

  test('every key a payment failure can show has an English label', () => {
    for (const key of PAYMENT_FAILURE_KEYS) expect(LABEL_DEFAULTS[key as keyof typeof LABEL_DEFAULTS], key).toBeTruthy();
  });

  test("the server's other refusals keep their key (their label, or the generic text when there is none)", () => {
    expect(paymentFailureKey(answer(400, 'cardRequired'))).toBe('cardRequired');
    expect(paymentFailureKey(answer(400, 'generic'))).toBe('paymentRefused');
  });
});
