// The gifts page's rules (decision 0041), pure and zod-free: what a gift of n periods costs
// (the period's price times n, in minor units, as the server prices its basket), whether a typed
// number of periods is one the gift offers, the field's label by period, and the basket body the
// form's values become (spec §7: recipientEmail, note, options.numberOfPeriods as INT_RANGE).
import type { GiftItem } from '../../contracts/gifts.ts';
import type { Money, SubscriptionPeriod } from '../../contracts/price.ts';
import type { GiftBasketBody } from './api.ts';

export type PeriodRange = { min: number; max: number };

/** The range a gift offers (its INT_RANGE option). */
export const rangeOf = (gift: Pick<GiftItem, 'options'>): PeriodRange => ({
  min: gift.options.numberOfPeriods.min,
  max: gift.options.numberOfPeriods.max,
});

/** The price of `periods` periods of a gift: its item price times the periods. */
export function giftTotal(gift: Pick<GiftItem, 'itemPrice'>, periods: number): Money {
  return { amount: gift.itemPrice.amount * periods, scale: gift.itemPrice.scale, currency: gift.itemPrice.currency };
}

/** The number typed, when it is a whole number the gift offers; otherwise null. */
export function periodsWithin(typed: string, range: PeriodRange): number | null {
  const text = typed.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= range.min && value <= range.max ? value : null;
}

/** The periods field's label key: "Number of months (1 to 12)". */
export function periodsLabel(period: SubscriptionPeriod): 'giftPeriodsP1D' | 'giftPeriodsP1M' | 'giftPeriodsP1Y' {
  return period === 'P1D' ? 'giftPeriodsP1D' : period === 'P1Y' ? 'giftPeriodsP1Y' : 'giftPeriodsP1M';
}

/** The price per period's label key (the purchase page's). */
export function perPeriodLabel(period: SubscriptionPeriod): 'purchasePeriodDay' | 'purchasePeriodMonth' | 'purchasePeriodYear' {
  return period === 'P1D' ? 'purchasePeriodDay' : period === 'P1Y' ? 'purchasePeriodYear' : 'purchasePeriodMonth';
}

/** The form's values, as checked by gift-schema.ts (the number of periods as typed). */
export type GiftValues = { recipientEmail: string; note: string; numberOfPeriods: string };

/** The body of "add a gift to the basket": the periods a number, an empty note left out. */
export function giftBasketBody(values: GiftValues): GiftBasketBody {
  const note = values.note.trim();
  return {
    recipientEmail: values.recipientEmail.trim(),
    ...(note ? { note } : {}),
    options: { numberOfPeriods: { type: 'INT_RANGE', value: Number(values.numberOfPeriods.trim()) } },
  };
}

/** The server names the periods by the body's path; the form calls the field numberOfPeriods. */
export function giftFormField(wire: string): string {
  return wire.startsWith('options.numberOfPeriods') ? 'numberOfPeriods' : wire;
}

/** The gift a link names (`?gift=`), when the catalogue has it. */
export function preselectedGift(gifts: readonly Pick<GiftItem, 'externalId'>[], wanted: string | null): string | null {
  return wanted !== null && gifts.some((g) => g.externalId === wanted) ? wanted : null;
}
