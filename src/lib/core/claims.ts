// Reads an access token's claims without verifying it: the server verifies every token it is
// sent; the app only needs to know who it holds a token for (role, profile, realm, expiry).
import type { TokenClaims } from '../../contracts/session.ts';

function base64UrlJson(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.gue === 'boolean' &&
    Array.isArray(v.rol) &&
    typeof v.exp === 'number' &&
    typeof v.aud === 'string'
  );
}

/** The claims of a JWT, or null when it is not one (zod stays out of the first chunk, hence the hand check). */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const value = base64UrlJson(payload);
    return isClaims(value) ? value : null;
  } catch {
    return null;
  }
}
