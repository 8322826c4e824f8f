// The customer's payment records (spec §7): payment history, saved cards, billing addresses and
// billing details. Pages follow spec §9: history 10 per page, cards 20.
import { z } from 'zod';
import { countryCode, money } from './commerce.ts';

const page = z.coerce.number().int().min(1).max(10_000);

export const historyQuery = z.object({ rpp: z.coerce.number().int().min(1).max(50).default(10), p: page.default(1) }).strict();
export const cardsQuery = z.object({ rpp: z.coerce.number().int().min(1).max(100).default(20), p: page.default(1) }).strict();

export const cardSummary = z.object({ brand: z.string(), lastFour: z.string().regex(/^\d{4}$/) });

export const paymentRecord = z.object({
  id: z.uuid(),
  date: z.iso.datetime(),
  description: z.string(),
  amount: money,
  status: z.enum(['AUTHORISATION_REQUIRED', 'SUCCEEDED', 'DECLINED']),
  declineReason: z.string().nullable(),
  paymentProvider: z.string(),
  card: cardSummary.nullable(),
});
export const paymentHistory = z.object({
  payments: z.array(paymentRecord),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

export const savedCard = cardSummary.extend({
  id: z.uuid(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string().nullable(),
});
export const cardPage = z.object({
  cards: z.array(savedCard),
  cardsCurrentPage: z.number().int(),
  cardsTotalPages: z.number().int(),
});

/** Spec §5: a billing postal code is printable ASCII. */
const printableAscii = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\x20-\x7E]+$/, 'printable ASCII characters only');
const line = z
  .string()
  .trim()
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, 'no control characters');

export const billingAddressBody = z
  .object({
    countryCode,
    postalCode: printableAscii(16).optional(),
    line1: line.optional(),
    line2: line.optional(),
    city: line.optional(),
    region: line.optional(),
    default: z.boolean().optional(),
  })
  .strict();

export const billingAddress = z.object({
  id: z.uuid(),
  countryCode: z.string(),
  postalCode: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  default: z.boolean(),
});
/** Spec §7: a map of addresses by id; entries with the country ZZ are dropped. */
export const billingAddresses = z.record(z.string(), billingAddress);

export const billingDetailsBody = z
  .object({
    fullName: z.string().trim().min(1).max(200).optional(),
    taxNumber: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .regex(/^[\x20-\x7E]+$/, 'printable ASCII characters only')
      .optional(),
    address: billingAddressBody,
  })
  .strict();
export const billingDetailsAnswer = z.object({ address: billingAddress, taxNumber: z.string().nullable() });

/**
 * Spec §7 GET /payment-details: the customer's payment methods (saved cards), each with whether
 * it has expired and the subscriptions it pays, and the default billing address (decision 0042).
 */
export const paymentMethod = savedCard.extend({
  expired: z.boolean(),
  subscriptions: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.enum(['ACTIVE', 'CANCELLED', 'EXPIRED']) })),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentDetails = z.object({ paymentMethods: z.array(paymentMethod), defaultBillingAddress: billingAddress.nullable() });
export type PaymentDetails = z.infer<typeof paymentDetails>;
