// The credential rules every account call shares (spec §5 validation): an email, the client's
// password rule, the secret the server accepts on the wire and its opaque tokens. The server
// validates with these and the app's forms resolve with them, so each rule is written once.
import { z } from 'zod';

/** Spec §5: text, an at sign, a dotted domain whose final label has two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Messages are label keys (spec §8), so client and server read the same in every language. */
export const email = z
  .string({ error: 'pleaseProvideYourEmail' })
  .trim()
  .min(1, 'pleaseProvideYourEmail')
  .max(254, 'pleaseProvideValidEmail')
  .regex(EMAIL_PATTERN, 'pleaseProvideValidEmail');

/** Spec §5, the client's rule: 6 to 24 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 24;
export const clientPassword = z
  .string({ error: 'pleaseProvideYourPassword' })
  .min(1, 'pleaseProvideYourPassword')
  .min(PASSWORD_MIN, 'passwordRules')
  .max(PASSWORD_MAX, 'passwordRules');

/**
 * What the server accepts as a secret on the wire: any string up to 256 characters. Its own
 * rules (4–256 or 8–256 per realm, not too common) are checked by the service with the spec's
 * error keys (`password4to256`, `password8to256`, `passwordTooCommon`).
 */
export const secret = z.string({ error: 'pleaseProvideYourPassword' }).min(1, 'pleaseProvideYourPassword').max(256, 'password8to256');

/** An opaque token handed out by the server (refresh, reset, confirmation, magic link). */
export const opaqueToken = z
  .string()
  .min(16, 'not a token')
  .max(512, 'not a token')
  .regex(/^[A-Za-z0-9._~-]+$/, 'not a token');
