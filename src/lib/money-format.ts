// Prices and billing dates in the viewer's locale, for any screen that shows money (the account's
// sections, gifts): a price is the shared helper's value (contracts/price.ts: amount ÷ 10^scale)
// written by Intl with the money's scale; a billing date is a calendar date in UTC, like the
// server's periods.
import { toLanguageTag } from '../contracts/locale.ts';
import { priceValue, type Money } from '../contracts/price.ts';

/** 9.99 in the currency, as the locale writes it; the plain number when Intl does not know the currency. */
export function formatPrice(money: Money, locale: string): string {
  const value = priceValue(money);
  try {
    return new Intl.NumberFormat(toLanguageTag(locale), {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: money.scale,
      maximumFractionDigits: money.scale,
    }).format(value);
  } catch {
    return `${value.toFixed(money.scale)} ${money.currency}`;
  }
}

/** A calendar date (billing dates have no time worth showing), in UTC like the server's periods. */
export function formatBillingDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toLanguageTag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
