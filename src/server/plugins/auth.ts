// Who is calling (spec §6 "Authenticated calls"): the bearer token of the Authorization header,
// verified for the realm of the request (services/auth/tokens.ts), and the level the operation
// needs. Operations whose registry entry has `auth` run this before their handler
// (routes/operation.ts) and get the viewer in their input; others may read an optional viewer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '../../contracts/headers.ts';
import type { TokenClaims } from '../../contracts/session.ts';
import { HttpError } from '../errors.ts';
import { unauthorized, type VerifiedToken, type VerifyExtras } from '../services/auth/tokens.ts';

export type AuthLevel = 'viewer' | 'customer' | 'admin';

export type Viewer = {
  userId: string;
  realm: string;
  isGuest: boolean;
  roles: TokenClaims['rol'];
  profileId: string | null;
  profileType: 'ADULT' | 'CHILD' | null;
  claims: TokenClaims;
  /** The access token itself (logout signs it out). */
  token: string;
};

/** A viewer with their stored preferences (key → value), read with the token in one query. */
export type ViewerWithPreferences = Viewer & { preferences: Record<string, string> };

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

function viewerOf(verified: VerifiedToken): Viewer {
  const { claims } = verified;
  return {
    userId: claims.sub,
    realm: claims.aud,
    isGuest: claims.gue,
    roles: claims.rol,
    profileId: claims.pro?.id ?? null,
    profileType: claims.pro ? (claims.pro.type === 'c' ? 'CHILD' : 'ADULT') : null,
    claims,
    token: verified.token,
  };
}

/**
 * The bearer token of the request, verified for its realm; throws the spec's 401/403. Given the
 * reply, a token near its expiry is answered with its replacement in the spec's header.
 */
export async function requireViewer(request: FastifyRequest, level: AuthLevel, reply?: FastifyReply): Promise<Viewer> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  if (!match?.[1]) throw unauthorized('A bearer token is required');
  const tokens = request.server.services.auth.tokens;
  const verified = await tokens.verify(request.realm.realm, match[1]);
  const viewer = viewerOf(verified);
  if (level === 'customer' && viewer.isGuest) {
    throw new HttpError(403, 'FORBIDDEN', 'Guests may not do this: sign in', { messageKey: 'generic' });
  }
  if (level === 'admin' && !viewer.roles.includes('ADMIN')) {
    throw new HttpError(403, 'FORBIDDEN', 'Only an administrator may do this', { messageKey: 'generic' });
  }
  const replacement = reply ? await tokens.renewal(verified) : null;
  if (replacement && reply) reply.header(HEADER.replacementAuthorisation, `Bearer ${replacement}`);
  return viewer;
}

/**
 * The viewer when the request carries a valid bearer (or init's `Mixed {token} {refresh}`),
 * else null: for public operations that answer more to a signed-in viewer. A bad token is
 * ignored there, as if none were sent.
 */
export async function optionalViewer(request: FastifyRequest): Promise<Viewer | null>;
export async function optionalViewer(request: FastifyRequest, also: { preferences: true }): Promise<ViewerWithPreferences | null>;
export async function optionalViewer(request: FastifyRequest, also: VerifyExtras = {}): Promise<Viewer | ViewerWithPreferences | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = /^(?:Bearer|Mixed) ([A-Za-z0-9_.-]{1,4096})(?: [A-Za-z0-9._~-]{0,512})?$/.exec(header)?.[1];
  if (!token) return null;
  try {
    const verified = await request.server.services.auth.tokens.verify(request.realm.realm, token, also);
    return also.preferences ? { ...viewerOf(verified), preferences: verified.preferences ?? {} } : viewerOf(verified);
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}
