// HS256 JSON Web Tokens with Node's HMAC: the one header this server writes, nothing else
// accepted (no `alg: none`, no algorithm chosen by the token). Decoding and verifying are
// separate steps because the key depends on the token's subject (tokens.ts).
import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signJwt(payload: object, key: KeyObject): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

export type DecodedJwt = { payload: unknown; signed: string; signature: Buffer };

/** The unverified payload of a token in this server's format, or null. */
export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [, body = '', signature = ''] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  try {
    return {
      payload: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
      signed: `${HEADER}.${body}`,
      signature: Buffer.from(signature, 'base64url'),
    };
  } catch {
    return null;
  }
}

export function signatureMatches(decoded: DecodedJwt, key: KeyObject): boolean {
  const expected = createHmac('sha256', key).update(decoded.signed).digest();
  return expected.length === decoded.signature.length && timingSafeEqual(expected, decoded.signature);
}
