// The built-in captcha of spec §7 ("a captcha service") as both sides compute it: a
// proof-of-work challenge. The server hands out a random salt and a difficulty; the app looks
// for a nonce whose SHA-256 of `salt:nonce` begins with that many zero bits and sends the
// nonce as the CAPTCHA secret of the challenge answer (spec §3); the server checks it with a
// single hash. No puzzle to see or hear, no vendor to reach. Zod-free: the app's solver loads
// this on demand and must not pull zod in with it.

export const CAPTCHA_ALGORITHM = 'SHA-256';

/**
 * No challenge asks for more zero bits than this. Each bit doubles the expected work: at 24 a
 * phone would hash for minutes, so a larger number can only be a mistake.
 */
export const MAX_DIFFICULTY = 24;

/** What a 428 CHALLENGE_REQUIRED answer carries in `details.challenge`. */
export type CaptchaChallenge = {
  /** Also `details.challengeId`, and the `id` of the challenge answer. */
  id: string;
  algorithm: typeof CAPTCHA_ALGORITHM;
  /** base64url, fresh for every challenge. */
  salt: string;
  /** Leading zero bits the hash of `salt:nonce` must have. */
  difficulty: number;
  /** ISO 8601; an answer after this is refused. */
  expiresAt: string;
};

/** The text whose SHA-256 (of its UTF-8 bytes) must begin with the zero bits. */
export function proofInput(salt: string, nonce: string): string {
  return `${salt}:${nonce}`;
}

/** How many zero bits a hash begins with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `value` is a challenge the app can work on (read from an error body, so checked by hand). */
export function isCaptchaChallenge(value: unknown): value is CaptchaChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.id === 'string' &&
    c.algorithm === CAPTCHA_ALGORITHM &&
    typeof c.salt === 'string' &&
    c.salt.length > 0 &&
    typeof c.difficulty === 'number' &&
    Number.isInteger(c.difficulty) &&
    c.difficulty >= 1 &&
    c.difficulty <= MAX_DIFFICULTY &&
    typeof c.expiresAt === 'string' &&
    Number.isFinite(Date.parse(c.expiresAt))
  );
}
