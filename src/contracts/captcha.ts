// Captcha on the wire (spec §3 "Challenge answer", §4, §8): the challenge a 428 answer
// carries and the answer the app sends back in the `x-challenge` header. The server validates
// the header with these; tests read the challenge with them.
import { z } from 'zod';
import { CAPTCHA_ALGORITHM, MAX_DIFFICULTY, type CaptchaChallenge } from './proof-of-work.ts';

/** The shape PostgreSQL reads as a uuid: anything else is refused before it reaches a query. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const captchaChallenge = z
  .object({
    id: z.string().regex(UUID_SHAPE),
    algorithm: z.literal(CAPTCHA_ALGORITHM),
    salt: z.string().min(1),
    difficulty: z.number().int().min(1).max(MAX_DIFFICULTY),
    expiresAt: z.iso.datetime(),
  })
  .strict() satisfies z.ZodType<CaptchaChallenge>;

/** Why an answer was not accepted (`details.reason` of the 428 that refuses it). */
export const challengeRefusal = z.enum(['unknown', 'used', 'expired', 'wrong']);
export type ChallengeRefusal = z.infer<typeof challengeRefusal>;

/** `details` of a 428 CHALLENGE_REQUIRED answer: a fresh challenge, and why the last answer failed. */
export const challengeDetails = z.object({
  challengeId: z.string(),
  challenge: captchaChallenge,
  reason: challengeRefusal.optional(),
});
export type ChallengeDetails = z.infer<typeof challengeDetails>;

/** Spec §3: "Challenge answer: id plus secrets list of type CAPTCHA with value" (the nonce). */
export const challengeAnswer = z
  .object({
    id: z.string().regex(UUID_SHAPE),
    secrets: z
      .array(z.object({ type: z.literal('CAPTCHA'), value: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).strict())
      .min(1)
      .max(4),
  })
  .strict();
export type ChallengeAnswer = z.infer<typeof challengeAnswer>;
