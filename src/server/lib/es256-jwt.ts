// ES256 JSON Web Tokens (RFC 7515, 7518 §3.4) with Node's crypto: what the demo identity
// provider signs its ID tokens with and what the app's side checks them with. Only ES256 is
// read: a token naming another algorithm (`none`, an HMAC one that would turn a public key
// into a shared secret) is not a token here at all.
import { createHash, sign, verify, type KeyObject } from 'node:crypto';

export type Es256Header = { alg: 'ES256'; kid: string; typ?: string };

const B64URL = /^[A-Za-z0-9_-]+$/;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signEs256Jwt(payload: object, key: { kid: string; privateKey: KeyObject }): string {
  const input = `${encode({ alg: 'ES256', typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  // JWS wants the raw r‖s pair (64 bytes), not the DER Node writes by default.
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

export type DecodedEs256Jwt = { header: Es256Header; payload: unknown; signingInput: string; signature: Buffer };

function parsePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The unverified header and payload of an ES256 token, or null when it is not one. */
export function decodeEs256Jwt(token: string): DecodedEs256Jwt | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => B64URL.test(part))) return null;
  const [head = '', body = '', signature = ''] = parts;
  const header = parsePart(head);
  if (typeof header !== 'object' || header === null) return null;
  const { alg, kid } = header as Record<string, unknown>;
  if (alg !== 'ES256' || typeof kid !== 'string' || kid.length === 0 || kid.length > 128) return null;
  const payload = parsePart(body);
  const raw = Buffer.from(signature, 'base64url');
  if (payload === undefined || raw.length !== 64) return null;
  return { header: header as Es256Header, payload, signingInput: `${head}.${body}`, signature: raw };
}

export function es256SignatureMatches(decoded: DecodedEs256Jwt, publicKey: KeyObject): boolean {
  return verify('sha256', Buffer.from(decoded.signingInput), { key: publicKey, dsaEncoding: 'ieee-p1363' }, decoded.signature);
}

/** RFC 7638: the SHA-256 of the key's required members in lexicographic order, as its id. */
export function jwkThumbprint(jwk: {
  crv?: string | undefined;
  kty?: string | undefined;
  x?: string | undefined;
  y?: string | undefined;
}): string {
  const required = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(required).digest('base64url');
}
