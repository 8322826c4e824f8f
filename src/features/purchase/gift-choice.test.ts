import { describe, expect, test } from 'vitest';
import {
  giftBasketBody,
  giftFormField,
  giftTotal,
  perPeriodLabel,
  periodsLabel,
  periodsWithin,
  preselectedGift,
  rangeOf,
} from './gift-choice.ts';
import { giftFormSchema } from './gift-schema.ts';

const monthly = {
  externalId: 'arena-monthly',
  itemPrice: { amount: 4990, scale: 2, currency: 'BRL' },
  options: { numberOfPeriods: { type: 'INT_RANGE' as const, min: 1, max: 12, value: 1 } },
};

describe('gift rules', () => {
  test("a gift of n periods costs the period's price n times, in minor units", () => {
    expect(giftTotal(monthly, 3)).toEqual({ amount: 14970, scale: 2, currency: 'BRL' });
    expect(giftTotal(monthly, 1)).toEqual(monthly.itemPrice);
  });

  test("a typed number of periods counts only when it is whole and within the gift's range", () => {
    const range = rangeOf(monthly);
    expect(range).toEqual({ min: 1, max: 12 });
    expect(periodsWithin('3', range)).toBe(3);
    expect(periodsWithin(' 12 ', range)).toBe(12);
    for (const typed of ['0', '13', '', ' ', '1.5', '-1', '3a', '1e1', '00013']) expect(periodsWithin(typed, range), typed).toBeNull();
  });

  test('labels follow the period', () => {
    expect([periodsLabel('P1D'), periodsLabel('P1M'), periodsLabel('P1Y')]).toEqual(['giftPeriodsP1D', 'giftPeriodsP1M', 'giftPeriodsP1Y']);
    expect([perPeriodLabel('P1D'), perPeriodLabel('P1M'), perPeriodLabel('P1Y')]).toEqual([
      'purchasePeriodDay',
      'purchasePeriodMonth',
      'purchasePeriodYear',
    ]);
  });

  test('the basket body: the periods as an INT_RANGE value, an empty note left out', () => {
    expect(giftBasketBody({ recipientEmail: ' friend@example.com ', note: '  ', numberOfPeriods: ' 3' })).toEqual({
      recipientEmail: 'friend@example.com',
      options: { numberOfPeriods: { type: 'INT_RANGE', value: 3 } },
    });
    expect(giftBasketBody({ recipientEmail: 'a@b.example', note: ' Enjoy! ', numberOfPeriods: '1' }).note).toBe('Enjoy!');
  });

  test("the server's field names reach the form's fields; a preselected gift must be in the catalogue", () => {
    expect(giftFormField('options.numberOfPeriods.value')).toBe('numberOfPeriods');
    expect(giftFormField('options.numberOfPeriods')).toBe('numberOfPeriods');
    expect(giftFormField('recipientEmail')).toBe('recipientEmail');
    expect(preselectedGift([monthly], 'arena-monthly')).toBe('arena-monthly');
    expect(preselectedGift([monthly], 'arena-yearly')).toBeNull();
    expect(preselectedGift([monthly], null)).toBeNull();
  });
});

describe('the gift form schema', () => {
  const schema = giftFormSchema({ min: 1, max: 3 });
  const problems = (values: Record<string, string>) => {
    const result = schema.safeParse({ recipientEmail: 'friend@example.com', note: '', numberOfPeriods: '1', ...values });
    // The first problem of each field, as the form shows it.
    return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
  };

  test('accepts a recipient, periods within the range and an optional note', () => {
    expect(problems({})).toEqual({});
    expect(problems({ numberOfPeriods: '3', note: 'Happy birthday!' })).toEqual({});
  });

  test('refuses a bad or missing email, periods outside the range or not whole, a note too long or with control characters', () => {
    expect(problems({ recipientEmail: 'not-an-email' })).toEqual({ recipientEmail: 'pleaseProvideValidEmail' });
    expect(problems({ recipientEmail: '' })).toEqual({ recipientEmail: 'pleaseProvideYourEmail' });
    expect(problems({ numberOfPeriods: '4' })).toEqual({ numberOfPeriods: 'giftPeriodsOutOfRange' });
    expect(problems({ numberOfPeriods: '0' })).toEqual({ numberOfPeriods: 'giftPeriodsOutOfRange' });
    expect(problems({ numberOfPeriods: '1.5' })).toEqual({ numberOfPeriods: 'giftPeriodsInvalid' });
    expect(problems({ numberOfPeriods: '' })).toEqual({ numberOfPeriods: 'giftPeriodsInvalid' });
    expect(problems({ note: 'x'.repeat(501) })).toEqual({ note: 'giftNoteTooLong' });
    expect(problems({ note: `${'x'.repeat(500)}  ` })).toEqual({});
    expect(problems({ note: 'line one\nline two' })).toEqual({ note: 'valueNotPrintable' });
  });
});
