// The parental PIN, hashed with scrypt (memory-hard, in Node's crypto) and a salt per PIN. A
// four-digit PIN has few values, so the hash alone would not stop a patient attacker who had
// the table: the wrong-attempt limit (parental.ts) is what protects it on line, and the hash
// keeps it out of plain sight in a dump or a log.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(pin: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts: the parameters travel with the hash. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(pin, Buffer.from(salt, 'base64url'), expected.length, { ...PARAMS, N: Number(n), r: Number(r), p: Number(p) }, (error, k) =>
      error ? reject(error) : resolve(k),
    );
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
