import { describe, expect, test } from 'vitest';
import { addPeriod, licencePrice, priceValue, type PricedAmount } from './price.ts';

const usd: PricedAmount = { amount: 999, scale: 2, currency: 'USD', local: false, default: true };
const brl: PricedAmount = { amount: 4990, scale: 2, currency: 'BRL', local: true, default: false };
const jpy: PricedAmount = { amount: 1200, scale: 0, currency: 'JPY', local: false, default: false };

describe('licencePrice', () => {
  test('takes the local amount first, wherever it is listed', () => {
    expect(licencePrice([usd, brl])).toBe(brl);
    expect(licencePrice([brl, usd])).toBe(brl);
  });
  test('takes the default when no amount is local', () => {
    expect(licencePrice([jpy, usd])).toBe(usd);
  });
  test('is null when there is neither a local nor a default amount', () => {
    expect(licencePrice([jpy])).toBeNull();
    expect(licencePrice([])).toBeNull();
  });
});

describe('priceValue', () => {
  test('divides the amount by ten to the power of the scale', () => {
    expect(priceValue(usd)).toBe(9.99);
    expect(priceValue({ amount: 49900, scale: 2 })).toBe(499);
    expect(priceValue(jpy)).toBe(1200);
    expect(priceValue({ amount: 1234, scale: 3 })).toBe(1.234);
  });
});

describe('addPeriod', () => {
  const at = (iso: string) => new Date(iso);
  test('a day, a month and a year later, at the same time of day', () => {
    expect(addPeriod(at('2024-03-10T15:30:00Z'), 'P1D').toISOString()).toBe('2024-03-11T15:30:00.000Z');
    expect(addPeriod(at('2024-03-10T15:30:00Z'), 'P1M').toISOString()).toBe('2024-04-10T15:30:00.000Z');
    expect(addPeriod(at('2024-03-10T15:30:00Z'), 'P1Y').toISOString()).toBe('2025-03-10T15:30:00.000Z');
  });
  test('a month from the 31st ends on the last day of a shorter month', () => {
    expect(addPeriod(at('2024-01-31T00:00:00Z'), 'P1M').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addPeriod(at('2023-01-31T00:00:00Z'), 'P1M').toISOString()).toBe('2023-02-28T00:00:00.000Z');
    expect(addPeriod(at('2024-12-31T08:00:00Z'), 'P1M').toISOString()).toBe('2025-01-31T08:00:00.000Z');
  });
  test('a year from 29 February ends on 28 February', () => {
    expect(addPeriod(at('2024-02-29T12:00:00Z'), 'P1Y').toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });
  test('a day across the end of a month and a year', () => {
    expect(addPeriod(at('2024-12-31T23:00:00Z'), 'P1D').toISOString()).toBe('2025-01-01T23:00:00.000Z');
  });
});
