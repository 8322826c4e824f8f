// Prices and periods shared by the server and the app (spec §3 "Licence"): zod-free, so any
// chunk may import it. A licence's price is one of its amounts, the local one first, else the
// default; its value is amount ÷ 10^scale (999 at scale 2 is 9.99).

export type Money = { amount: number; scale: number; currency: string };
export type PricedAmount = Money & { local: boolean; default: boolean };
export type SubscriptionPeriod = 'P1D' | 'P1M' | 'P1Y';

/** The amount a licence sells at: the local one first, else the default; null when it has neither. */
export function licencePrice<A extends PricedAmount>(amounts: readonly A[]): A | null {
  return amounts.find((a) => a.local) ?? amounts.find((a) => a.default) ?? null;
}

/** amount ÷ 10^scale, as a number to show (never to add up: sums stay in minor units). */
export function priceValue(money: Pick<Money, 'amount' | 'scale'>): number {
  return money.amount / 10 ** money.scale;
}

/**
 * The end of a period that starts at `from` (UTC). A month later keeps the day of the month
 * when it exists and otherwise takes the month's last day (31 January → 28 or 29 February), and
 * so does a year from 29 February.
 */
export function addPeriod(from: Date, period: SubscriptionPeriod): Date {
  const d = new Date(from.getTime());
  if (period === 'P1D') {
    d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }
  const months = period === 'P1M' ? 1 : 12;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
