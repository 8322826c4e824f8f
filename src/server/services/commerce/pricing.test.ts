import { expect, test } from 'vitest';
import { atScale, sums } from './pricing.ts';

const gbp = { amount: 699, scale: 2, currency: 'GBP' };

test('a price includes tax: 20 % of 6.99 is 1.17 of it', () => {
  expect(sums(gbp, null, 2000)).toEqual({ catalog: 699, discount: 0, total: 699, tax: 117, totalExcTax: 582 });
});

test('an unknown rate taxes nothing', () => {
  expect(sums(gbp, null, null)).toEqual({ catalog: 699, discount: 0, total: 699, tax: 0, totalExcTax: 699 });
});

test('a percent voucher comes off before tax; 100 % leaves nothing to pay', () => {
  expect(sums(gbp, { type: 'PERCENT', percent: 25 }, 2000)).toEqual({ catalog: 699, discount: 175, total: 524, tax: 87, totalExcTax: 437 });
  expect(sums(gbp, { type: 'PERCENT', percent: 100 }, 2000)).toEqual({ catalog: 699, discount: 699, total: 0, tax: 0, totalExcTax: 0 });
});

test('an amount voucher never takes the total below zero, and is read at the price’s scale', () => {
  expect(sums(gbp, { type: 'AMOUNT', amount: { amount: 500, scale: 2, currency: 'GBP' } }, null).total).toBe(199);
  expect(sums(gbp, { type: 'AMOUNT', amount: { amount: 10, scale: 0, currency: 'GBP' } }, null).total).toBe(0);
  expect(atScale(5, 0, 2)).toBe(500);
  expect(atScale(1234, 3, 2)).toBe(123);
});
