// The purchase flow's actions over its state (state.ts, rules in flow.ts): choosing a licence
// (which opens the basket), moving between steps, the voucher, saving the billing address (the
// basket's tax follows its country) and paying (use-pay.ts, shared with the gifts page), each
// reported to analytics (spec §4 journey).
import { useCallback } from 'react';
import type { Basket } from '../../contracts/commerce.ts';
import { emitAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { http, useRealm } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { applyVoucher, createBasket, removeVoucher, saveBillingAddress } from './api.ts';
import {
  basketChanged,
  chooseLicence,
  goToStep,
  nextStep,
  previousStep,
  setFreeTrialAcknowledged,
  setStepError,
  STEP,
  voucherAnswered,
  voucherApplying,
  voucherRemoved,
  type PurchaseState,
  type Step,
} from './flow.ts';
import type { PurchaseData } from './loaders.ts';
import { updatePurchase, usePurchaseState } from './state.ts';
import { usePayBasket } from './use-pay.ts';

/** The server's words for a refusal (its message key), else ours. */
const refusalKey = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body?.messageKey && error.body.messageKey !== 'generic' ? error.body.messageKey : fallback;

/** `shown`: the state to render instead of the store's (the first render of a visit, below). */
export function usePurchaseFlow(data: PurchaseData, shown?: PurchaseState) {
  const stored = usePurchaseState();
  const state = shown ?? stored;
  const realm = useRealm();
  const { order, from } = data;

  const go = useCallback((step: Step) => updatePurchase((s) => goToStep(s, step, order)), [order]);
  const forward = useCallback(() => {
    updatePurchase((s) => {
      const next = nextStep(s, order);
      return next === null ? s : goToStep(s, next, order);
    });
  }, [order]);
  const back = useCallback(() => {
    updatePurchase((s) => {
      const previous = previousStep(s, order);
      return previous === null ? s : goToStep(s, previous, order);
    });
  }, [order]);

  /** Choosing a licence; a customer's basket for it is opened at once and the walk goes on. */
  const choose = useCallback(
    async (licenceId: string, name: string) => {
      const licence = data.licences.find((l) => l.licence.id === licenceId)?.licence;
      // Required when the licence has a trial; the basket then says whether this customer gets it.
      const trial =
        realm.realm.compulsoryTrial === true && licence?.purchaseStrategy.type === 'SUBSCRIPTION' && Boolean(licence.freeTrialDays);
      updatePurchase((s) => setStepError(chooseLicence(s, licenceId, trial), STEP.selectLicence, null));
      emitAnalyticsIntent({ type: 'journeyAction', action: 'licenceSelected', licence: name });
      if (!data.signedIn) {
        forward();
        return;
      }
      try {
        const basket = await createBasket(http, licenceId, undefined);
        updatePurchase((s) => basketChanged(s, basket, realm.realm.compulsoryTrial));
        forward();
      } catch (error) {
        updatePurchase((s) => setStepError(s, STEP.selectLicence, refusalKey(error, 'paymentRefused')));
      }
    },
    [data, realm, forward],
  );

  const tryVoucher = useCallback(async (basket: Basket, code: string) => {
    updatePurchase((s) => voucherApplying(s, code));
    try {
      const answered = await applyVoucher(http, basket.id, code);
      updatePurchase((s) => setStepError(voucherAnswered(s, answered), STEP.paymentMethod, null));
    } catch (error) {
      updatePurchase((s) => setStepError(voucherAnswered(s, null), STEP.paymentMethod, refusalKey(error, 'voucherInvalid')));
    }
  }, []);

  const dropVoucher = useCallback(async (basket: Basket) => {
    try {
      const answered = await removeVoucher(http, basket.id);
      updatePurchase((s) => voucherRemoved(s, answered));
    } catch (error) {
      updatePurchase((s) => setStepError(s, STEP.paymentMethod, refusalKey(error, 'paymentRefused')));
    }
  }, []);

  /** The address is saved as the default one and the basket is opened again for its country. */
  const saveAddress = useCallback(
    async (countryCode: string, postalCode: string | undefined, signal: AbortSignal) => {
      await saveBillingAddress(http, countryCode, postalCode, signal);
      const current = updatePurchase((s) => s);
      if (!current.activeLicence) return;
      let basket = await createBasket(http, current.activeLicence, countryCode, signal);
      // The voucher belonged to the old basket: the new one gets it too.
      if (current.hasValidVoucher && current.voucherCode) basket = await applyVoucher(http, basket.id, current.voucherCode, signal);
      updatePurchase((s) => basketChanged(s, basket, realm.realm.compulsoryTrial));
      emitAnalyticsIntent({ type: 'journeyAction', action: 'addressSaved' });
      forward();
    },
    [forward, realm],
  );

  const pay = usePayBasket(from);

  /** The trial terms' box: spec §4's NONE → REQUIRED → ACKNOWLEDGED. */
  const acknowledgeTrial = useCallback((acknowledged: boolean) => updatePurchase((s) => setFreeTrialAcknowledged(s, acknowledged)), []);

  return { state, order, go, forward, back, choose, tryVoucher, dropVoucher, saveAddress, pay, acknowledgeTrial };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
