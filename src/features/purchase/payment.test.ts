// The payment form's rules (decision 0042): saved cards (expiry, pages appended, the card chosen
// first, their words), the form's schema (a saved card needs no card fields, a new card does, a
// required free trial must be acknowledged) and what a pay sends, and where an answer leads.
import { describe, expect, test } from 'vitest';
import type { Basket, PaymentAnswer } from '../../contracts/commerce.ts';
import { NEW_CARD, paymentChoiceOf, paymentSchema, type PaymentValues } from './card-schema.ts';
import { basketChanged, chooseLicence, initialPurchase, setFreeTrialAcknowledged, STEP, trialSettled } from './flow.ts';
import { paymentDestination } from './pay-attempt.ts';
import { cardExpired, cardParts, firstUsable, mergeCardPages } from './saved-cards.ts';

const card = (id: string, expiryMonth: number, expiryYear: number) => ({
  id,
  brand: 'visa',
  lastFour: id.slice(-4),
  expiryMonth,
  expiryYear,
});

describe('saved cards', () => {
  const june = new Date('2026-06-15T12:00:00Z');

  test('a card is good to the end of its expiry month', () => {
    expect(cardExpired({ expiryMonth: 6, expiryYear: 2026 }, june)).toBe(false);
    expect(cardExpired({ expiryMonth: 5, expiryYear: 2026 }, june)).toBe(true);
    expect(cardExpired({ expiryMonth: 12, expiryYear: 2025 }, june)).toBe(true);
    expect(cardExpired({ expiryMonth: 1, expiryYear: 2027 }, june)).toBe(false);
  });

  test('the first card that has not expired is chosen first; none when all have', () => {
    const cards = [card('old-1111', 1, 2020), card('new-2222', 1, 2030), card('new-3333', 2, 2030)];
    expect(firstUsable(cards, june)?.id).toBe('new-2222');
    expect(firstUsable([card('old-1111', 1, 2020)], june)).toBeNull();
  });

  test('the next page is appended without repeating a card', () => {
    const first = { cards: [card('a-0001', 1, 2030), card('b-0002', 1, 2030)], cardsCurrentPage: 1, cardsTotalPages: 2 };
    const second = { cards: [card('b-0002', 1, 2030), card('c-0003', 1, 2030)], cardsCurrentPage: 2, cardsTotalPages: 2 };
    expect(mergeCardPages(first, second)).toEqual({
      cards: [first.cards[0], first.cards[1], second.cards[1]],
      cardsCurrentPage: 2,
      cardsTotalPages: 2,
    });
  });

  test('a card in words: brand capitalised, last four, MM/YY', () => {
    expect(cardParts({ id: 'x', brand: 'mastercard', lastFour: '4444', expiryMonth: 3, expiryYear: 2031 })).toEqual({
      brand: 'Mastercard',
      lastFour: '4444',
      expiry: '03/31',
    });
  });
});

describe('the payment form', () => {
  const blank: PaymentValues = {
    method: NEW_CARD,
    number: '',
    expiry: '',
    cvc: '',
    holderName: '',
    saveCard: false,
    freeTrialAcknowledged: false,
  };
  const problems = (values: PaymentValues, trial = false) => {
    const result = paymentSchema(trial).safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  test('a saved card needs no card fields, and pays by its id', () => {
    const values = { ...blank, method: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(problems(values)).toEqual([]);
    expect(paymentChoiceOf(values)).toEqual({ cardId: values.method });
  });

  test('a new card is checked field by field, and pays with its number, expiry and whether to keep it', () => {
    expect(problems(blank)).toEqual(['number:cardNumberInvalid', 'expiry:cardExpiryInvalid', 'cvc:cardCvcInvalid']);
    const filled = { ...blank, number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Penny', saveCard: true };
    expect(problems(filled)).toEqual([]);
    expect(paymentChoiceOf(filled)).toEqual({
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Penny' },
      saveCard: true,
    });
  });

  test('a required free trial must be acknowledged; otherwise the box is not asked for', () => {
    const saved = { ...blank, method: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(problems(saved, true)).toEqual(['freeTrialAcknowledged:freeTrialAcknowledgementRequired']);
    expect(problems({ ...saved, freeTrialAcknowledged: true }, true)).toEqual([]);
    expect(problems(saved, false)).toEqual([]);
  });
});

test('an answer leads to the authorisation step or the confirmation, carrying the basket and from', () => {
  const answer = (status: PaymentAnswer['status']): PaymentAnswer => ({
    paymentId: 'p-1',
    status,
    amount: { amount: 100, scale: 2, currency: 'GBP' },
    authorisation: status === 'AUTHORISATION_REQUIRED' ? { id: 'p-1' } : null,
    entitlement: null,
  });
  expect(paymentDestination('en_US', answer('SUCCEEDED'), 'b-1', '/video/x')).toBe('/payment/confirmation?basket=b-1&from=%2Fvideo%2Fx');
  expect(paymentDestination('pt_BR', answer('AUTHORISATION_REQUIRED'), 'b-1', null)).toBe('/pagamento/autorizacao?basket=b-1&payment=p-1');
});

describe('the free trial acknowledgement (spec §4: NONE, REQUIRED, ACKNOWLEDGED)', () => {
  const money = (amount: number) => ({ amount, scale: 2, currency: 'EUR' });
  const basket = (id: string, licenceId: string, trial: boolean): Basket => ({
    id,
    status: 'OPEN',
    basketItems: [
      {
        id: 'i',
        type: 'LICENCE',
        licenceId,
        name: licenceId,
        description: '',
        catalogPrice: money(799),
        discount: money(0),
        tax: money(0),
        total: money(799),
      },
    ],
    voucher: null,
    availablePaymentProviders: [],
    tax: money(0),
    totalDiscount: money(0),
    total: money(799),
    totalExcTax: money(799),
    taxRateEstimated: { countryCode: null, percent: 0, known: false },
    zeroBalance: false,
    freeTrial: trial ? { days: 7, endsAt: '2030-01-08T00:00:00.000Z', dueToday: money(0), firstCharge: money(799) } : null,
  });
  const start = initialPurchase([STEP.selectLicence, STEP.paymentMethod, STEP.billingAddress, STEP.card]);

  test('a licence with a trial in a compulsory realm requires it; the box moves it to ACKNOWLEDGED and back', () => {
    let s = chooseLicence(start, 'monthly', true);
    expect(s.freeTrialAcknowledgement).toBe('REQUIRED');
    s = basketChanged(s, basket('b1', 'monthly', true), true);
    expect(s.freeTrialAcknowledgement).toBe('REQUIRED');
    expect(trialSettled(s)).toBe(false);
    s = setFreeTrialAcknowledged(s, true);
    expect(s.freeTrialAcknowledgement).toBe('ACKNOWLEDGED');
    expect(trialSettled(s)).toBe(true);
    expect(setFreeTrialAcknowledged(s, false).freeTrialAcknowledgement).toBe('REQUIRED');
    expect(setFreeTrialAcknowledged(start, true).freeTrialAcknowledgement).toBe('NONE');
  });

  test('the basket decides: no trial offered (had before) is NONE; reopened for the same licence keeps the acknowledgement', () => {
    const chosen = chooseLicence(start, 'monthly', true);
    expect(basketChanged(chosen, basket('b1', 'monthly', false), true).freeTrialAcknowledgement).toBe('NONE');
    const acknowledged = setFreeTrialAcknowledged(basketChanged(chosen, basket('b1', 'monthly', true), true), true);
    expect(basketChanged(acknowledged, basket('b2', 'monthly', true), true).freeTrialAcknowledgement).toBe('ACKNOWLEDGED');
    expect(basketChanged(acknowledged, basket('b3', 'other', true), true).freeTrialAcknowledgement).toBe('REQUIRED');
    // Where the trial is not compulsory nothing is asked.
    expect(basketChanged(chosen, basket('b1', 'monthly', true), false).freeTrialAcknowledgement).toBe('NONE');
  });

  test('the acknowledgement is sent with the pay only when given', () => {
    const saved = {
      method: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      number: '',
      expiry: '',
      cvc: '',
      holderName: '',
      saveCard: false,
      freeTrialAcknowledged: true,
    };
    expect(paymentChoiceOf(saved)).toEqual({ cardId: saved.method, freeTrialAcknowledged: true });
    expect(paymentChoiceOf({ ...saved, freeTrialAcknowledged: false })).toEqual({ cardId: saved.method });
  });
});
