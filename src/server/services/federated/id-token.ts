// Checking an ID token the app's side received (OpenID Connect Core §3.1.3.7): an ES256
// signature by a key of the provider's key set, then the issuer, the audience (this client,
// and no other party it would be shared with), the expiry and issue time (a minute of clock
// skew either way), and the nonce the app made for this attempt. What passes is the identity:
// its subject and the profile the provider vouches for.
import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import type { PublicJwk } from '../../../contracts/federated.ts';
import { decodeEs256Jwt, es256SignatureMatches } from '../../lib/es256-jwt.ts';

export const CLOCK_SKEW_S = 60;

export type IdTokenRefusal =
  'malformed' | 'unknownKey' | 'signature' | 'claims' | 'issuer' | 'audience' | 'expired' | 'notYetValid' | 'nonce';

export class IdTokenRefused extends Error {
  override readonly name = 'IdTokenRefused';
  readonly reason: IdTokenRefusal;
  constructor(reason: IdTokenRefusal) {
    super(`The ID token was refused: ${reason}`);
    this.reason = reason;
  }
}

export type Expected = { issuer: string; audience: string; nonce: string; keys: readonly PublicJwk[]; now: Date };

const claims = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string()).min(1)]),
  azp: z.string().optional(),
  exp: z.number().int(),
  iat: z.number().int(),
  nonce: z.string().optional(),
  email: z.string().max(254).optional(),
  email_verified: z.boolean().optional(),
  name: z.string().max(256).optional(),
});

export type FederatedIdentity = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

export function verifyIdToken(token: string, expected: Expected): FederatedIdentity {
  const decoded = decodeEs256Jwt(token);
  if (!decoded) throw new IdTokenRefused('malformed');
  const jwk = expected.keys.find((key) => key.kid === decoded.header.kid);
  if (!jwk) throw new IdTokenRefused('unknownKey');
  const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' });
  if (!es256SignatureMatches(decoded, publicKey)) throw new IdTokenRefused('signature');
  const parsed = claims.safeParse(decoded.payload);
  if (!parsed.success) throw new IdTokenRefused('claims');
  const c = parsed.data;
  if (c.iss !== expected.issuer) throw new IdTokenRefused('issuer');
  const audiences = [c.aud].flat();
  // Several audiences: the token is shared, and only one whose authorised party is us is ours.
  const forUs = audiences.includes(expected.audience) && (audiences.length === 1 || c.azp === expected.audience);
  if (!forUs) throw new IdTokenRefused('audience');
  const now = Math.floor(expected.now.getTime() / 1000);
  if (c.exp + CLOCK_SKEW_S <= now) throw new IdTokenRefused('expired');
  if (c.iat - CLOCK_SKEW_S > now) throw new IdTokenRefused('notYetValid');
  if (c.nonce === undefined || c.nonce !== expected.nonce) throw new IdTokenRefused('nonce');
  return {
    subject: c.sub,
    email: c.email?.trim().toLowerCase() || null,
    emailVerified: c.email_verified === true,
    name: c.name?.trim() || null,
  };
}
