// Password hashing with scrypt from Node's crypto: memory-hard (128 · N · r bytes per hash,
// 32 MiB at the default cost), no native dependency. The stored string carries its own
// parameters and salt, so a later change of cost still verifies old hashes. Comparison is
// constant-time, and a sign-in for an account that does not exist is checked against a dummy
// hash so the answer takes as long as for a wrong password (no account enumeration by timing).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export type ScryptCost = { logN: number; r: number; p: number };
/** N = 2^15, r = 8, p = 1: 32 MiB and tens of milliseconds per hash on a small server. */
export const DEFAULT_COST: ScryptCost = { logN: 15, r: 8, p: 1 };

function derive(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$15$8$1${salt}${hash}`, base64url. `salt` is for deterministic demo data only. */
export async function hashPassword(
  secret: string,
  cost: ScryptCost = DEFAULT_COST,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> {
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{8,64})\$([A-Za-z0-9_-]{40,64})$/;

/** True when `secret` is the password `stored` was made from; false for a malformed string. */
export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const m = FORMAT.exec(stored);
  if (!m) return false;
  const cost = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (cost.logN < 10 || cost.logN > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return false;
  const expected = Buffer.from(m[5] ?? '', 'base64url');
  const key = await derive(secret, Buffer.from(m[4] ?? '', 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checks a password against an account's hash, or, when there is no account (or it has no
 * password), against a dummy hash of the same cost, answering false: both paths cost one scrypt.
 */
export function passwordChecker(cost: ScryptCost = DEFAULT_COST): (secret: string, stored: string | null | undefined) => Promise<boolean> {
  let dummy: Promise<string> | null = null;
  return async (secret, stored) => {
    if (stored) return verifyPassword(secret, stored);
    dummy ??= hashPassword(randomBytes(12).toString('base64url'), cost);
    await verifyPassword(secret, await dummy);
    return false;
  };
}
