// A basket's sums, in minor units (decision 0037). Catalogue prices include tax, as consumer
// prices are shown in the countries the demo sells in: the discount comes off the price, and
// the tax is the part of what is left that the country's rate accounts for. A country without
// a known rate has no tax, and the answer says the rate is not known.
import type { MoneyAnswer } from '../../../contracts/commerce.ts';

export type VoucherDiscount = { type: 'PERCENT'; percent: number } | { type: 'AMOUNT'; amount: MoneyAnswer };

export type Sums = { catalog: number; discount: number; total: number; tax: number; totalExcTax: number };

/** An amount moved to another scale (rounded half away from zero). */
export function atScale(amount: number, from: number, to: number): number {
  if (from === to) return amount;
  return from < to ? amount * 10 ** (to - from) : Math.round(amount / 10 ** (from - to));
}

export function discountOf(catalog: MoneyAnswer, voucher: VoucherDiscount | null): number {
  if (!voucher) return 0;
  if (voucher.type === 'PERCENT') return Math.min(catalog.amount, Math.round((catalog.amount * voucher.percent) / 100));
  return Math.min(catalog.amount, atScale(voucher.amount.amount, voucher.amount.scale, catalog.scale));
}

/** rateBp: hundredths of a percent; null when the country's rate is not known. */
export function sums(catalog: MoneyAnswer, voucher: VoucherDiscount | null, rateBp: number | null): Sums {
  const discount = discountOf(catalog, voucher);
  const total = catalog.amount - discount;
  const tax = rateBp ? Math.round((total * rateBp) / (10_000 + rateBp)) : 0;
  return { catalog: catalog.amount, discount, total, tax, totalExcTax: total - tax };
}
