// The viewer's session (spec §3 Session, §4 Roles and session actions): tokens, the claims read
// from the access token, and the flags that outlive a sign-out (cookie agreement, smart
// banner). Every feature reads the viewer from here; the session feature's flows and the
// http client write it through the functions below, never by setting atoms directly.
import type { AuthTokens, TokenClaims } from '../../contracts/session.ts';
import { decodeClaims } from './claims.ts';
import { hydratedAtom } from './hydration.ts';
import { atom, store, useAtomValue } from './store.ts';

export type Role = 'ADMIN' | 'CUSTOMER' | 'GUEST' | 'UNAUTHENTICATED';

export type StoredTokens = Pick<AuthTokens, 'authorisationToken' | 'refreshToken' | 'exp'>;

export type MissingInformationStatus = AuthTokens['missingInformationStatus'];

export type ImpersonationState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; exid: string; device: string | null; location: string | null }
  | { status: 'failed' };

export type Session = {
  tokens: StoredTokens | null;
  /** Claims of the access token; null when there is none or it is for another realm. */
  claims: TokenClaims | null;
  cookiePolicyAgreed: boolean;
  shouldDisplaySmartBanner: boolean;
  /** Why the last sign-out happened (a label key such as `sessionExpired`), shown once. */
  logoutMessage: string | null;
  /** The server's word on the profile details (spec §4), kept with the tokens across reloads. */
  missingInformationStatus: MissingInformationStatus | null;
  impersonation: ImpersonationState;
  /** A parental PIN verified in this session. */
  pinSession: boolean;
};

export const EMPTY_SESSION: Session = {
  tokens: null,
  claims: null,
  cookiePolicyAgreed: false,
  shouldDisplaySmartBanner: true,
  logoutMessage: null,
  missingInformationStatus: null,
  impersonation: { status: 'none' },
  pinSession: false,
};

export const sessionAtom = atom<Session>(EMPTY_SESSION);

/** Spec §4: no user id → unauthenticated; a user id with the guest flag → guest; else customer (admin by role). */
export function roleOf(claims: TokenClaims | null): Role {
  if (!claims?.sub) return 'UNAUTHENTICATED';
  if (claims.gue) return 'GUEST';
  return claims.rol.includes('ADMIN') ? 'ADMIN' : 'CUSTOMER';
}

export const roleAtom = atom((get) => roleOf(get(sessionAtom).claims));

/** True while a child profile is active: a larger font scale and fewer menu items. */
export const childProfileAtom = atom((get) => get(sessionAtom).claims?.pro?.type === 'c');

export type Viewer = { role: Role; childProfile: boolean };

export function isGuestRole(role: Role): boolean {
  return role === 'GUEST' || role === 'UNAUTHENTICATED';
}

const UNKNOWN_VIEWER: Viewer = { role: 'UNAUTHENTICATED', childProfile: false };

/**
 * The viewer as the menus and guards see it. While a server-rendered page hydrates this is the
 * server's viewer (unauthenticated: the server never sees the stored session), so the first
 * client render matches the HTML; the real viewer takes over once hydrated.
 */
export function useViewer(): Viewer {
  const role = useAtomValue(roleAtom);
  const childProfile = useAtomValue(childProfileAtom);
  const hydrated = useAtomValue(hydratedAtom);
  if (!hydrated) return UNKNOWN_VIEWER;
  return { role, childProfile };
}

/** The viewer now, for non-React code (loaders, guards). */
export function currentViewer(): Viewer {
  return { role: store.get(roleAtom), childProfile: store.get(childProfileAtom) };
}

/**
 * The session, for rendering. Like useViewer, it is the server's (empty) session while a
 * server-rendered page hydrates — the server never sees the stored one — so anything drawn from
 * it (cookie banner, smart banner, account details) matches the HTML; the stored session takes
 * over once hydrated. Non-React code reads `store.get(sessionAtom)`.
 */
export function useSession(): Session {
  const session = useAtomValue(sessionAtom);
  const hydrated = useAtomValue(hydratedAtom);
  return hydrated ? session : EMPTY_SESSION;
}

/**
 * Session update (spec §4): store the tokens and the user from the new token's claims. A token
 * whose audience is not `realm` is not ours (spec §5): it is dropped, as if signed out.
 */
export function applyTokens(tokens: StoredTokens & Partial<Pick<AuthTokens, 'missingInformationStatus'>>, realm: string): boolean {
  const claims = decodeClaims(tokens.authorisationToken);
  if (!claims || claims.aud !== realm) return false;
  const { authorisationToken, refreshToken, exp } = tokens;
  store.set(sessionAtom, (s) => ({
    ...s,
    tokens: { authorisationToken, refreshToken, exp },
    claims,
    logoutMessage: null,
    missingInformationStatus: tokens.missingInformationStatus ?? s.missingInformationStatus,
  }));
  return true;
}

export type ClearOptions = {
  /** Clear a guest's session too (a guest where guests are not allowed, an explicit sign-out). */
  force?: boolean;
};

/**
 * Logout (spec §4): reset the session but keep cookie agreement and the smart banner's state.
 * For a guest it happens only when forced or the message is `sessionExpired`: a guest's
 * session is what lets a visitor browse, so other failures leave it alone. Returns whether
 * the session was cleared.
 */
export function clearSession(logoutMessage: string | null = null, options: ClearOptions = {}): boolean {
  const current = store.get(sessionAtom);
  if (current.claims?.gue && !options.force && logoutMessage !== 'sessionExpired') return false;
  store.set(sessionAtom, (s) => ({
    ...EMPTY_SESSION,
    cookiePolicyAgreed: s.cookiePolicyAgreed,
    shouldDisplaySmartBanner: s.shouldDisplaySmartBanner,
    logoutMessage,
  }));
  return true;
}

export function updateSession(change: (s: Session) => Session): void {
  store.set(sessionAtom, change);
}
