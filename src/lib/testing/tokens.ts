// Access tokens for tests: JWT-shaped (unsigned; the app never verifies, the server does) with
// the agreed claims. Only tests import this module.
import type { TokenClaims } from '../../contracts/session.ts';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function claimsFixture(overrides: Partial<TokenClaims> = {}): TokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: 'user-1',
    gue: false,
    rol: ['CUSTOMER'],
    exp: now + 900,
    iat: now,
    aud: 'arena',
    loc: 'en_US',
    par: null,
    pro: null,
    apr: false,
    ads: null,
    ...overrides,
  };
}

export function tokenFor(overrides: Partial<TokenClaims> = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claimsFixture(overrides))}.signature`;
}

/** The tokens a sign-in answers, for the claims given. */
export function authTokensFor(overrides: Partial<TokenClaims> = {}, refreshToken = 'refresh-token-0001') {
  const claims = claimsFixture(overrides);
  return {
    authorisationToken: tokenFor(claims),
    refreshToken,
    exp: claims.exp,
    missingInformationStatus: 'NONE' as const,
    lacksConfirmation: false,
  };
}
