// Gifts (spec §3 "Gift item", §7 "v4 gifts", decision 0040): a realm with `gifting` ENABLED sells
// its subscriptions as gifts of a number of periods. The buyer pays a basket like any other;
// the recipient is mailed a redemption id, and whoever redeems it (once) holds the licence for
// that many periods. The period ranges are shared by the server and the app.
import { z } from 'zod';
import { countryCode, licenceParams, money } from './commerce.ts';
import { email } from './credentials.ts';
import { locale } from './labels.ts';
import type { SubscriptionPeriod } from './price.ts';

/** How many periods a gift may cover, by the licence's period. */
export const GIFT_PERIODS: Record<SubscriptionPeriod, { min: number; max: number }> = {
  P1D: { min: 1, max: 30 },
  P1M: { min: 1, max: 12 },
  P1Y: { min: 1, max: 3 },
};

/** The longest note a gift carries (after trimming). */
export const GIFT_NOTE_MAX = 500;

export const giftCatalogueQuery = z.object({ countryCode: countryCode.optional(), lk: locale.optional() }).strict();

export const giftItem = z.object({
  externalId: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(['P1D', 'P1M', 'P1Y']),
  /** One period's price. */
  itemPrice: money,
  options: z.object({
    numberOfPeriods: z.object({ type: z.literal('INT_RANGE'), min: z.number().int(), max: z.number().int(), value: z.number().int() }),
  }),
  /** The price of the default number of periods (tax included). */
  total: money,
});
export const giftCatalogue = z.object({
  gifts: z.array(giftItem),
  taxRateEstimated: z.object({ countryCode: z.string().nullable(), percent: z.number(), known: z.boolean() }),
});
export type GiftItem = z.infer<typeof giftItem>;

export const giftBasketParams = licenceParams;
export const giftBasketQuery = z.object({ countryCode: countryCode.optional() }).strict();
export const giftBasketBody = z
  .object({
    recipientEmail: email,
    note: z
      .string()
      .trim()
      .max(GIFT_NOTE_MAX, 'valueTooLong')
      .regex(/^[^\p{Cc}]*$/u, 'valueNotPrintable')
      .optional(),
    options: z
      .object({
        numberOfPeriods: z.object({ type: z.literal('INT_RANGE'), value: z.number().int().min(1).max(1000) }).strict(),
      })
      .strict(),
  })
  .strict();

export const redemptionParams = z.object({ id: z.uuid('not a redemption id') });

export const giftRedemption = z.object({
  id: z.uuid(),
  licenceId: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(['P1D', 'P1M', 'P1Y']),
  numberOfPeriods: z.number().int(),
  note: z.string().nullable(),
  redeemed: z.boolean(),
});
export const giftRedeemed = z.object({
  id: z.uuid(),
  entitlement: z.object({ licenceId: z.string(), expiresAt: z.iso.datetime().nullable() }),
});
