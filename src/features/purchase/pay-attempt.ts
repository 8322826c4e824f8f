// Where a payment's answer leads, and the pay page's attempts. The purchase walk keeps its
// attempt's Idempotency-Key in its state (use-flow.ts); the pay page, which pays a basket made
// earlier, keeps its own here with the same rule (flow.ts attemptKey): one key per attempt, sent
// again by every repeat while the outcome is unknown, dropped once the server has answered.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentAnswer } from '../../contracts/commerce.ts';
import { emitAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { http, useLocale } from '../../lib/core/index.ts';
import { hrefFor } from '../../lib/core/href.ts';
import { payBasket, type PayBody } from './api.ts';
import { outcomeOf } from './payment-outcome.ts';

/** The authorisation step when the bank asks for it, else the confirmation. */
export function paymentDestination(locale: string, answer: PaymentAnswer, basketId: string, from: string | null): string {
  const query: Record<string, string> = { basket: basketId, ...(from ? { from } : {}) };
  if (answer.status === 'AUTHORISATION_REQUIRED') {
    return hrefFor(locale, 'paymentAuthorization', undefined, { query: { ...query, payment: answer.paymentId } });
  }
  return hrefFor(locale, 'paymentConfirmation', undefined, { query });
}

/** Pays a basket that exists already (the pay page): one attempt at a time, charged once. */
export function usePayAttempt(basketId: string, licenceName: string, from: string | null) {
  const navigate = useNavigate();
  const locale = useLocale();
  const key = useRef<string | null>(null);
  return useCallback(
    async (body: PayBody, signal: AbortSignal) => {
      key.current ??= crypto.randomUUID();
      try {
        const answer = await payBasket(http, basketId, body, key.current, signal);
        key.current = null;
        if (answer.status === 'SUCCEEDED') {
          emitAnalyticsIntent({ type: 'purchaseCompleted', licence: licenceName, transactionId: answer.paymentId });
        }
        await navigate(paymentDestination(locale, answer, basketId, from));
      } catch (error) {
        if (outcomeOf(error) === 'answered') key.current = null;
        throw error;
      }
    },
    [basketId, licenceName, from, locale, navigate],
  );
}
