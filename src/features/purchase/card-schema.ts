// The card form (test-card provider): what the customer types, checked here with messages that
// are label keys, and turned into the pay body's card (contracts/commerce.ts newCard). Loaded on
// the first submit (the form pattern's schema loader), so zod is not in the page's first chunk.
import { z } from 'zod';
import type { NewCard } from './api.ts';

export const cardSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'cardNumberInvalid')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'cardExpiryInvalid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'cardCvcInvalid'),
  holderName: z.string().trim().max(100),
});

export type CardValues = z.input<typeof cardSchema>;

/** MM/YY or MM/YYYY as the pay body's month and four-digit year. */
export function cardOf(values: z.output<typeof cardSchema>): NewCard {
  const [month = '', year = ''] = values.expiry.split('/').map((p) => p.trim());
  return {
    number: values.number,
    expiryMonth: Number(month),
    expiryYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: values.cvc,
    ...(values.holderName ? { holderName: values.holderName } : {}),
  };
}

/** The payment form's choice for a card typed now rather than a saved one. */
export const NEW_CARD = 'new';

/**
 * The payment form (card step, pay page): a saved card's id or a new card (its fields checked
 * only then), whether to keep the new card, and — where the basket starts a free trial the
 * realm makes the viewer acknowledge — that acknowledgement (decision 0042).
 */
export function paymentSchema(trialRequired: boolean) {
  return z
    .object({
      method: z.string().min(1, 'paymentChooseCard'),
      number: z.string(),
      expiry: z.string(),
      cvc: z.string(),
      holderName: z.string(),
      saveCard: z.boolean(),
      freeTrialAcknowledged: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (trialRequired && !values.freeTrialAcknowledged) {
        ctx.addIssue({ code: 'custom', path: ['freeTrialAcknowledged'], message: 'freeTrialAcknowledgementRequired' });
      }
      if (values.method !== NEW_CARD) return;
      const card = cardSchema.safeParse(values);
      if (card.success) return;
      for (const issue of card.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

export type PaymentValues = z.input<ReturnType<typeof paymentSchema>>;

/**
 * What a pay sends besides the provider: a saved card's id, or the new card and whether to keep
 * it; and the trial's acknowledgement when it was given.
 */
export type PaymentChoice = ({ cardId: string } | { card: NewCard; saveCard: boolean }) & { freeTrialAcknowledged?: true };

export function paymentChoiceOf(values: PaymentValues): PaymentChoice {
  const trial = values.freeTrialAcknowledged ? { freeTrialAcknowledged: true as const } : {};
  if (values.method !== NEW_CARD) return { cardId: values.method, ...trial };
  return { card: cardOf(cardSchema.parse(values)), saveCard: values.saveCard, ...trial };
}

/** The payment update form: the saved card a subscription renews with. */
export const cardChoiceSchema = z.object({ cardId: z.string().min(1, 'paymentChooseCard') });

/** The partitions step (decision 0042): one of the realm's partitions. */
export const partitionChoiceSchema = z.object({ partition: z.string().min(1, 'partitionChoose') });

export const addressSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'addressCountryRequired'),
  postalCode: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Za-z0-9 -]*$/, 'addressPostalCodeInvalid'),
});

export const authorisationSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'authorisationCodeInvalid'),
});
