// The gift form's schema (decision 0041), loaded on the form's first submit like the card's, so
// zod is not in the page's first chunk. The email and the note follow the server's rules
// (contracts/credentials.ts, contracts/gifts.ts); the number of periods must be a whole number
// within the gift's INT_RANGE (kept as typed: giftBasketBody makes it the body's number).
// Messages are label keys.
import { z } from 'zod';
import { email } from '../../contracts/credentials.ts';
import { GIFT_NOTE_MAX } from '../../contracts/gifts.ts';
import { periodsWithin, type PeriodRange } from './gift-choice.ts';

export function giftFormSchema(range: PeriodRange) {
  return z.object({
    recipientEmail: email,
    note: z
      .string()
      .trim()
      .max(GIFT_NOTE_MAX, 'giftNoteTooLong')
      .regex(/^[^\p{Cc}]*$/u, 'valueNotPrintable'),
    numberOfPeriods: z
      .string()
      .trim()
      .regex(/^\d+$/, 'giftPeriodsInvalid')
      .refine((typed) => periodsWithin(typed, range) !== null, 'giftPeriodsOutOfRange'),
  });
}

export type GiftFormInput = z.input<ReturnType<typeof giftFormSchema>>;
