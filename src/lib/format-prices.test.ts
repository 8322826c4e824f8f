// Prices a server render wrote travel with the page and are written the same way while it
// hydrates, without the browser's first Intl number format (lib/format.ts).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adoptPriceTexts, collectPriceTexts, formatPrice } from './format.ts';

afterEach(() => vi.restoreAllMocks());

describe('prices written by the server render', () => {
  test('a render collects the prices it writes, and only those', () => {
    formatPrice({ amount: 500, scale: 2, currency: 'EUR' }, 'en_US');
    const { rendered, prices } = collectPriceTexts(() =>
      [
        formatPrice({ amount: 1499, scale: 2, currency: 'USD' }, 'en_US'),
        formatPrice({ amount: 7490, scale: 2, currency: 'BRL' }, 'pt_BR'),
      ].join(' / '),
    );
    expect(prices).toEqual({ 'en_US|USD|2|1499': '$14.99', 'pt_BR|BRL|2|7490': 'R$\u00a074,90' });
    expect(rendered).toBe('$14.99 / R$\u00a074,90');
    // Outside a render nothing is collected.
    expect(collectPriceTexts(() => null).prices).toEqual({});
  });

  test('an adopted price is written as the server wrote it, without Intl; any other goes through Intl', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    // A text Intl would never write: proof that the adopted one is what comes out.
    adoptPriceTexts({ 'en_GB|GBP|2|999': 'GBP 9.99 (server)' });
    expect(formatPrice({ amount: 999, scale: 2, currency: 'GBP' }, 'en_GB')).toBe('GBP 9.99 (server)');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(formatPrice({ amount: 1999, scale: 2, currency: 'GBP' }, 'en_GB')).toBe('£19.99');
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });

  test('a hand-edited page cannot put anything but text in', () => {
    adoptPriceTexts({ 'en_US|USD|2|100': 5 as unknown as string });
    adoptPriceTexts(null);
    expect(formatPrice({ amount: 100, scale: 2, currency: 'USD' }, 'en_US')).toBe('$1.00');
  });
});
