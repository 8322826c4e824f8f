// Paying the basket in the purchase state (state.ts): the purchase page's card and zero-balance
// steps and the gifts page (decision 0041) pay through this one action. One payment attempt
// per submit: its Idempotency-Key is made at the attempt's first submit and sent again by any
// repeat while the outcome is unknown; an answer ends the attempt (flow.ts attemptKey). An
// authorisation step goes to its page, anything else to the confirmation, which reads the basket
// back (pay-attempt.ts paymentDestination).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { emitAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { http, useLocale } from '../../lib/core/index.ts';
import { payBasket } from './api.ts';
import type { PaymentChoice } from './card-schema.ts';
import { attemptEnded, attemptKey } from './flow.ts';
import { paymentDestination } from './pay-attempt.ts';
import { outcomeOf } from './payment-outcome.ts';
import { updatePurchase } from './state.ts';

const newKey = () => crypto.randomUUID();

export type PayBasket = (paymentProvider: string, choice: PaymentChoice | undefined, signal: AbortSignal) => Promise<void>;

/** `from`: where the confirmation leads back to (a player page), if anywhere. */
export function usePayBasket(from: string | null): PayBasket {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    async (paymentProvider, choice, signal) => {
      const basket = updatePurchase((s) => s).basket;
      if (!basket) throw new Error('No basket to pay');
      let key = '';
      updatePurchase((s) => {
        const attempt = attemptKey(s, newKey);
        key = attempt.key;
        return attempt.state;
      });
      const licenceName = basket.basketItems[0]?.name ?? '';
      try {
        const answer = await payBasket(http, basket.id, { paymentProvider, ...choice }, key, signal);
        updatePurchase((s) => attemptEnded(s, 'answered'));
        if (answer.status === 'SUCCEEDED') {
          emitAnalyticsIntent({ type: 'purchaseCompleted', licence: licenceName, transactionId: answer.paymentId });
        }
        await navigate(paymentDestination(locale, answer, basket.id, from));
      } catch (error) {
        updatePurchase((s) => attemptEnded(s, outcomeOf(error)));
        throw error;
      }
    },
    [from, locale, navigate],
  );
}
