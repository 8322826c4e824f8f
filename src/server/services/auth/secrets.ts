// Opaque secrets handed out (refresh tokens, one-time tokens, codes) and how they are stored:
// only their SHA-256, so a copy of the database signs nobody in.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: fits the contracts' opaqueToken. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Letters and digits a person reads off a TV without confusing them (no 0/O, 1/I). */
const PIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newPin(length = 6): string {
  let pin = '';
  for (let i = 0; i < length; i++) pin += PIN_ALPHABET[randomInt(PIN_ALPHABET.length)];
  return pin;
}
