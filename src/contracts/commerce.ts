// Commerce wire types (spec §3 "Licence", "Basket (v4)", "Payments", "Other"): the licence
// catalogue in families, baskets with their items, tax and discount, vouchers, paying, the
// authorisation step, subscriptions and price migrations with the customer's consent.
// Money is always minor units with a scale (contracts/price.ts).
import { z } from 'zod';
import { licence } from './licence.ts';

export const uuidParams = z.object({ id: z.uuid('not an id') });

export const money = z.object({ amount: z.number().int(), scale: z.number().int().min(0), currency: z.string().length(3) });
export type MoneyAnswer = z.infer<typeof money>;

/** Spec §3: "Licence families contain licences; also nonFamilyBasedLicences". */
export const licenceFamily = z.object({ id: z.string(), name: z.string(), description: z.string(), licences: z.array(licence) });
export const licenceCatalogue = z.object({ licenceFamilies: z.array(licenceFamily), nonFamilyBasedLicences: z.array(licence) });
export type LicenceCatalogue = z.infer<typeof licenceCatalogue>;

export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'a country is two upper-case letters (ISO 3166-1 alpha-2)');

const licenceId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'licence ids are letters, digits, dashes and underscores');

export const basketCreateBody = z
  .object({
    licenceId,
    /** Where tax is estimated for; else the account's country, else the default billing address's. */
    countryCode: countryCode.optional(),
  })
  .strict();

export const voucherCode = z
  .string()
  .trim()
  .min(1, 'enter a voucher code')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'voucher codes are letters, digits, dashes and underscores');
export const voucherBody = z.object({ code: voucherCode }).strict();

export const paymentProviderType = z.enum(['TEST_CARD', 'ZERO_BALANCE']);
export const paymentProviderGroupType = z.enum(['CREDIT_CARD', 'ZERO_BALANCE']);

/** Spec §3 "Basket (v4)": availablePaymentProviders. */
export const availablePaymentProvider = z.object({
  name: z.string(),
  paymentProviderType,
  paymentProviderGroupType,
  targetPaymentProvider: z.string(),
  details: z.record(z.string(), z.string()),
});

export const basketItem = z.object({
  id: z.string(),
  /** GIFT: a gift of the licence for `numberOfPeriods` periods (decision 0040). */
  type: z.enum(['LICENCE', 'GIFT']),
  licenceId: z.string(),
  name: z.string(),
  description: z.string(),
  catalogPrice: money,
  discount: money,
  tax: money,
  total: money,
});

export const appliedVoucher = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount: money,
  valid: z.literal(true),
});

/**
 * A gift's basket (decision 0040): who it is for, for how long, and — once paid — its redemption
 * id, shown to the buyer (who may pass it on) as well as mailed to the recipient (decision 0041).
 */
export const basketGift = z.object({
  recipientEmail: z.string(),
  note: z.string().nullable(),
  period: z.enum(['P1D', 'P1M', 'P1Y']),
  numberOfPeriods: z.number().int(),
  redemptionId: z.uuid().nullable(),
  redeemed: z.boolean(),
});
export type BasketGift = z.infer<typeof basketGift>;

export const basket = z.object({
  id: z.uuid(),
  status: z.enum(['OPEN', 'PAID']),
  basketItems: z.array(basketItem),
  voucher: appliedVoucher.nullable(),
  availablePaymentProviders: z.array(availablePaymentProvider),
  tax: money,
  totalDiscount: money,
  total: money,
  totalExcTax: money,
  /** Prices include tax; the rate is estimated from the country. Unknown country: no tax, `known: false`. */
  taxRateEstimated: z.object({ countryCode: z.string().nullable(), percent: z.number(), known: z.boolean() }),
  /** The voucher covers the whole price: pay with the zero-balance provider. */
  zeroBalance: z.boolean(),
  /** A gift's basket: the gift; null for a licence's. */
  gift: basketGift.nullable().optional(),
  /**
   * The free trial this basket starts (decision 0042): nothing is due today; the card is kept
   * and `firstCharge` (the total) is charged when it ends. In a realm with `compulsoryTrial`
   * the pay must carry `freeTrialAcknowledged: true`.
   */
  freeTrial: z.object({ days: z.number().int(), endsAt: z.iso.datetime(), dueToday: money, firstCharge: money }).nullable(),
});
export type Basket = z.infer<typeof basket>;

/** A card as typed by the customer: sent once to pay, never stored (only a token and its last four digits). */
export const newCard = z
  .object({
    number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'a card number is 12 to 19 digits')),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'a security code is 3 or 4 digits'),
    holderName: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const payBody = z
  .object({
    paymentProvider: z.string().min(1).max(64),
    card: newCard.optional(),
    /** A saved card (GET /customer/cards) instead of a new one. */
    cardId: z.uuid().optional(),
    /** Keep the new card for later payments (always kept when the basket starts a free trial). */
    saveCard: z.boolean().optional(),
    /** The viewer acknowledged the free trial's terms (required where the realm has compulsoryTrial). */
    freeTrialAcknowledged: z.boolean().optional(),
  })
  .strict();

/** The Idempotency-Key header of a pay: a retried pay with the same key gets the first answer. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'an Idempotency-Key is 8 to 128 letters, digits and _ . : -');

export const paymentAnswer = z.object({
  paymentId: z.uuid(),
  status: z.enum(['SUCCEEDED', 'AUTHORISATION_REQUIRED']),
  amount: money,
  /** With AUTHORISATION_REQUIRED: complete it with POST /api/v4/payment/{id}/authorise. */
  authorisation: z.object({ id: z.uuid() }).nullable(),
  /** What the payment bought (with SUCCEEDED). */
  entitlement: z.object({ licenceId: z.string(), expiresAt: z.iso.datetime().nullable() }).nullable(),
  /** A gift's payment buys the gift, not an entitlement: the recipient is mailed its redemption id, and the buyer sees it too. */
  gift: z
    .object({ licenceId: z.string(), recipientEmail: z.string(), numberOfPeriods: z.number().int(), redemptionId: z.uuid().optional() })
    .nullable()
    .optional(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

export const authoriseBody = z.object({ code: z.string().regex(/^\d{4,8}$/, 'the authorisation code is 4 to 8 digits') }).strict();

/** The saved card a subscription renews with (brand, last four digits, expiry). */
export const subscriptionCard = z.object({
  id: z.uuid(),
  brand: z.string(),
  lastFour: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});

export const subscription = z.object({
  id: z.uuid(),
  licenceId: z.string(),
  name: z.string(),
  /** ACTIVE renews; CANCELLED stays active until `periodEnd`; EXPIRED has ended. */
  status: z.enum(['ACTIVE', 'CANCELLED', 'EXPIRED']),
  active: z.boolean(),
  period: z.enum(['P1D', 'P1M', 'P1Y']),
  price: money,
  startedAt: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** Null when it will not renew. */
  nextBillingDate: z.iso.datetime().nullable(),
  /** A price change the customer accepted, from its date. */
  nextPrice: money.nullable(),
  /** The card it renews with; null when none is known or it was removed (decision 0042). */
  card: subscriptionCard.nullable(),
  /** It began with a free trial that ends (or ended) then: the first charge's date (decision 0042). */
  freeTrialEndsAt: z.iso.datetime().nullable(),
});
export const subscriptionList = z.object({ subscriptions: z.array(subscription) });

export const priceMigration = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  licenceId: z.string(),
  name: z.string(),
  currentPrice: money,
  newPrice: money,
  effectiveDate: z.iso.datetime(),
  consent: z.object({ deadline: z.iso.datetime(), customerConfirmed: z.boolean().nullable() }),
});
export const priceMigrationList = z.object({ priceMigrations: z.array(priceMigration) });

export const priceMigrationCreateBody = z
  .object({
    newAmount: money,
    effectiveDate: z.iso.datetime({ offset: true }),
    deadline: z.iso.datetime({ offset: true }),
  })
  .strict();
export const licenceParams = z.object({ id: licenceId });

/** POST /customer/cards/{id}/{second id} (spec §7): the saved card `id` pays subscription `subscriptionId`. */
export const cardSubscriptionParams = z.object({ id: z.uuid('not an id'), subscriptionId: z.uuid('not an id') });
export const priceMigrationCreated = z.object({ created: z.number().int() });
