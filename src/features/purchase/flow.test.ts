import { describe, expect, it } from 'vitest';
import type { Basket } from '../../contracts/commerce.ts';
import { ApiRequestError, NetworkFailure } from '../../lib/http-errors.ts';
import { formatPrice } from '../../lib/format.ts';
import {
  acknowledgeFreeTrial,
  attemptEnded,
  attemptKey,
  basketChanged,
  chooseLicence,
  goToStep,
  initialPurchase,
  nextStep,
  previousStep,
  setStepError,
  showVoucherInvalid,
  STEP,
  stepOrder,
  trialSettled,
  voucherAnswered,
  voucherApplyDisabled,
  voucherApplying,
  voucherRemoved,
  type PurchaseState,
} from './flow.ts';
import { licenceChoices, periodLabel } from './licences.ts';
import { outcomeOf, paymentFailureKey } from './payment-outcome.ts';

const fail = (): never => {
  throw new Error('missing');
};
const money = (amount: number) => ({ amount, scale: 2, currency: 'USD' });
const basketOf = (id: string, licenceId: string): Basket => ({
  id,
  status: 'OPEN',
  basketItems: [
    {
      id: 'i',
      type: 'LICENCE',
      licenceId,
      name: 'n',
      description: '',
      catalogPrice: money(999),
      discount: money(0),
      tax: money(0),
      total: money(999),
    },
  ],
  voucher: null,
  availablePaymentProviders: [],
  tax: money(0),
  totalDiscount: money(0),
  total: money(999),
  totalExcTax: money(999),
  taxRateEstimated: { countryCode: null, percent: 0, known: false },
  zeroBalance: false,
  freeTrial: null,
});

describe('step orders (spec §2)', () => {
  it('walks licence first or account first, and skips the account for a signed-in customer', () => {
    expect(stepOrder('LICENCE', false)).toEqual([0, 1, 2, 3, 4]);
    expect(stepOrder('ACCOUNT', false)).toEqual([1, 0, 2, 3, 4]);
    expect(stepOrder('LICENCE', true)).toEqual([0, 2, 3, 4]);
    expect(stepOrder('ACCOUNT', true)).toEqual([0, 2, 3, 4]);
  });

  it('starts at the first step of the order and moves along it', () => {
    const order = stepOrder('ACCOUNT', false);
    const start = initialPurchase(order);
    expect(start.step).toBe(STEP.createAccount);
    expect(nextStep(start, order)).toBe(STEP.selectLicence);
    expect(previousStep(start, order)).toBeNull();
    const atCard = goToStep(start, STEP.card, order);
    expect(nextStep(atCard, order)).toBeNull();
  });
});

describe('a step change (spec §4)', () => {
  it('records the previous step and the direction along the walk', () => {
    const order = stepOrder('LICENCE', true);
    const s0 = initialPurchase(order);
    const s1 = goToStep(s0, STEP.paymentMethod, order);
    expect(s1).toMatchObject({ step: 2, lastStep: 0, direction: 'forward' });
    const s2 = goToStep(s1, STEP.selectLicence, order);
    expect(s2).toMatchObject({ step: 0, lastStep: 2, direction: 'backwards' });
    expect(goToStep(s2, STEP.selectLicence, order)).toBe(s2);
  });

  it('account first: the licence (0) after the account (1) is forward, the account again is backwards', () => {
    const order = stepOrder('ACCOUNT', false);
    const s1 = goToStep(initialPurchase(order), STEP.selectLicence, order);
    expect(s1).toMatchObject({ step: 0, lastStep: 1, direction: 'forward' });
    expect(goToStep(s1, STEP.createAccount, order)).toMatchObject({ step: 1, lastStep: 0, direction: 'backwards' });
  });

  it('keeps errors under their step; clearing one leaves the others', () => {
    let s = initialPurchase([0, 2, 3, 4]);
    s = setStepError(s, STEP.card, 'paymentDeclinedCard');
    s = setStepError(s, STEP.billingAddress, 'generic');
    expect(s.errors).toEqual({ 4: 'paymentDeclinedCard', 3: 'generic' });
    s = setStepError(s, STEP.card, null);
    expect(s.errors).toEqual({ 3: 'generic' });
  });
});

describe('licence and voucher (spec §4, §8)', () => {
  it('choosing a licence clears the voucher code and a basket of another licence', () => {
    let s: PurchaseState = { ...initialPurchase([0]), basket: basketOf('b1', 'a'), voucherCode: 'WELCOME10', hasValidVoucher: true };
    s = chooseLicence(s, 'b', false);
    expect(s).toMatchObject({ activeLicence: 'b', voucherCode: '', hasValidVoucher: null, basket: null, freeTrialAcknowledgement: 'NONE' });
    const same = chooseLicence({ ...s, basket: basketOf('b2', 'b') }, 'b', true);
    expect(same.basket?.id).toBe('b2');
    expect(same.freeTrialAcknowledgement).toBe('REQUIRED');
    expect(trialSettled(same)).toBe(false);
    expect(acknowledgeFreeTrial(same).freeTrialAcknowledgement).toBe('ACKNOWLEDGED');
    expect(trialSettled(acknowledgeFreeTrial(same))).toBe(true);
  });

  it('apply is disabled while empty or loading; the invalid message shows only for the last tried code', () => {
    const s0 = initialPurchase([0]);
    expect(voucherApplyDisabled('  ', s0)).toBe(true);
    expect(voucherApplyDisabled('BAD', s0)).toBe(false);
    const trying = voucherApplying(s0, 'BAD');
    expect(trying).toMatchObject({ voucherCode: 'BAD', isLoadingVoucher: true });
    expect(voucherApplyDisabled('BAD', trying)).toBe(true);
    expect(showVoucherInvalid('BAD', trying)).toBe(false);
    const refused = voucherAnswered(trying, null);
    expect(refused).toMatchObject({ isLoadingVoucher: false, hasValidVoucher: false });
    expect(showVoucherInvalid('BAD', refused)).toBe(true);
    expect(showVoucherInvalid('BADX', refused)).toBe(false);
    const accepted = voucherAnswered(voucherApplying(refused, 'GOOD'), basketOf('b', 'x'));
    expect(accepted).toMatchObject({ hasValidVoucher: true, basket: { id: 'b' } });
    expect(showVoucherInvalid('GOOD', accepted)).toBe(false);
    expect(voucherRemoved(accepted, null)).toMatchObject({ voucherCode: '', triedVoucherCode: null, hasValidVoucher: null });
  });
});

describe('the payment attempt key', () => {
  it('is made once per attempt and reused until the server answers', () => {
    let made = 0;
    const make = () => `key-${++made}`;
    const first = attemptKey(initialPurchase([0]), make);
    const again = attemptKey(attemptEnded(first.state, 'unknown'), make);
    expect(again.key).toBe(first.key);
    const next = attemptKey(attemptEnded(again.state, 'answered'), make);
    expect(next.key).not.toBe(first.key);
    expect(made).toBe(2);
  });

  it('a new basket starts a new attempt; the same basket keeps it', () => {
    const s = { ...initialPurchase([0]), basket: basketOf('b1', 'a'), paymentKey: 'k' };
    expect(basketChanged(s, basketOf('b1', 'a')).paymentKey).toBe('k');
    expect(basketChanged(s, basketOf('b2', 'a')).paymentKey).toBeNull();
  });

  it('an answer ends the attempt, a dropped connection or a server error does not', () => {
    const declined = new ApiRequestError('/pay', 402, {
      status: 402,
      code: 'PAYMENT_DECLINED',
      message: 'declined',
      messageKey: 'paymentDeclined',
      requestId: '',
      details: { reason: 'INSUFFICIENT_FUNDS' },
    });
    expect(outcomeOf(declined)).toBe('answered');
    expect(paymentFailureKey(declined)).toBe('paymentDeclinedFunds');
    expect(outcomeOf(new NetworkFailure('/pay', new Error('x')))).toBe('unknown');
    expect(paymentFailureKey(new NetworkFailure('/pay', new Error('x')))).toBe('paymentUnknownOutcome');
    const crashed = new ApiRequestError('/pay', 503, { status: 503, code: 'INTERNAL', message: '', messageKey: 'generic', requestId: '' });
    expect(outcomeOf(crashed)).toBe('unknown');
  });
});

describe('prices (spec §3)', () => {
  const licence = (id: string, amounts: { amount: number; currency: string; local: boolean; default: boolean }[], ppv = false) => ({
    id,
    name: id,
    description: '',
    amounts: amounts.map((a) => ({ ...a, scale: 2 })),
    purchaseStrategy: ppv
      ? { type: 'PPV' as const, subscriptionPeriod: null }
      : { type: 'SUBSCRIPTION' as const, subscriptionPeriod: 'P1Y' as const },
    type: 'STANDARD',
    status: 'ACTIVE',
    managed: false,
    badge: null,
    defaultMarketingPricePeriod: null,
  });

  it('lists families then the rest, each at its local amount first, else the default', () => {
    const choices = licenceChoices({
      licenceFamilies: [
        {
          id: 'f',
          name: 'Pass',
          description: '',
          licences: [
            licence('a', [
              { amount: 999, currency: 'USD', local: false, default: true },
              { amount: 4990, currency: 'BRL', local: true, default: false },
            ]),
          ],
        },
      ],
      nonFamilyBasedLicences: [licence('b', [{ amount: 1499, currency: 'USD', local: false, default: true }], true), licence('c', [])],
    });
    expect(choices.map((c) => [c.licence.id, c.family, c.price?.currency ?? null])).toEqual([
      ['a', 'Pass', 'BRL'],
      ['b', null, 'USD'],
      ['c', null, null],
    ]);
    expect(periodLabel(choices[0]?.licence ?? fail())).toBe('purchasePeriodYear');
    expect(periodLabel(choices[1]?.licence ?? fail())).toBe('purchasePeriodOnce');
    expect(licenceChoices(null)).toEqual([]);
  });

  it('formats amount ÷ 10^scale with the currency in the locale', () => {
    expect(formatPrice({ amount: 1499, scale: 2, currency: 'USD' }, 'en-US')).toBe('$14.99');
    expect(formatPrice({ amount: 7490, scale: 2, currency: 'BRL' }, 'pt-BR')).toMatch(/^R\$\s74,90$/);
    expect(formatPrice({ amount: 500, scale: 0, currency: 'JPY' }, 'en-US')).toBe('¥500');
  });
});
