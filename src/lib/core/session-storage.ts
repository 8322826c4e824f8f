// The session kept across visits, per realm (docs/decisions/0015-client-session.md): the tokens
// with the server's missingInformationStatus for them (a reload or a new tab still shows the
// missing-details modal, spec §4, without asking again), and the flags that outlive a sign-out
// (cookie agreement, smart banner). Written by a store
// subscription, so `applyTokens`, `clearSession` and `updateSession` stay the only API; read
// once at start-up, where a token whose audience is not the realm is ignored (spec §5).
import {
  applyTokens,
  clearSession,
  EMPTY_SESSION,
  sessionAtom,
  updateSession,
  type MissingInformationStatus,
  type Session,
  type StoredTokens,
} from './session.ts';
import { watchViewerChanges } from './caches.ts';
import { store } from './store.ts';
import { sessionHintCookie } from '../../contracts/document.ts';

type Persisted = {
  tokens: StoredTokens | null;
  /** Left out while unknown (no tokens, or a sign-in that did not say). */
  missingInformationStatus?: MissingInformationStatus;
  cookiePolicyAgreed: boolean;
  shouldDisplaySmartBanner: boolean;
};

export function sessionStorageKey(realm: string): string {
  return `session:${realm}`;
}

function readPersisted(realm: string): Partial<Persisted> | null {
  try {
    const raw = localStorage.getItem(sessionStorageKey(realm));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<Persisted>) : null;
  } catch {
    // Storage refused (private mode) or a hand-edited value: start without.
    return null;
  }
}

function isTokens(value: unknown): value is StoredTokens {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return typeof t.authorisationToken === 'string' && typeof t.refreshToken === 'string' && typeof t.exp === 'number';
}

/** A stored status, or undefined for anything else (absent, hand-edited). */
function statusOf(value: unknown): MissingInformationStatus | undefined {
  return value === 'NONE' || value === 'MISSING' ? value : undefined;
}

/** Stored tokens with their status, as applyTokens takes them. */
function withStatus({ authorisationToken, refreshToken, exp }: StoredTokens, stored: Partial<Persisted> | null) {
  const missingInformationStatus = statusOf(stored?.missingInformationStatus);
  return { authorisationToken, refreshToken, exp, ...(missingInformationStatus ? { missingInformationStatus } : {}) };
}

function persistedOf(session: Session): Persisted {
  const status = session.claims ? session.missingInformationStatus : null;
  return {
    tokens: session.claims ? session.tokens : null,
    ...(status ? { missingInformationStatus: status } : {}),
    cookiePolicyAgreed: session.cookiePolicyAgreed,
    shouldDisplaySmartBanner: session.shouldDisplaySmartBanner,
  };
}

/**
 * Puts the stored session of `realm` in the store: the flags always, the tokens only when the
 * access token is for this realm. Returns whether a token was restored.
 */
export function restoreSession(realm: string): boolean {
  const stored = readPersisted(realm);
  store.set(sessionAtom, {
    ...EMPTY_SESSION,
    cookiePolicyAgreed: stored?.cookiePolicyAgreed === true,
    shouldDisplaySmartBanner: stored?.shouldDisplaySmartBanner !== false,
  });
  return isTokens(stored?.tokens) ? applyTokens(withStatus(stored.tokens, stored), realm) : false;
}

/** Takes the tokens another tab stored (or their absence) into this tab's session. */
function adoptStored(realm: string, raw: string | null): void {
  let value: Partial<Persisted> | null;
  try {
    value = raw ? (JSON.parse(raw) as Partial<Persisted>) : null;
  } catch {
    return;
  }
  const tokens = value?.tokens;
  if (isTokens(tokens)) {
    const current = store.get(sessionAtom);
    if (tokens.authorisationToken !== current.tokens?.authorisationToken) {
      applyTokens(withStatus(tokens, value), realm);
    } else {
      // The same session, its details completed in the other tab.
      const status = statusOf(value?.missingInformationStatus);
      if (status && status !== current.missingInformationStatus) updateSession((s) => ({ ...s, missingInformationStatus: status }));
    }
  } else if (store.get(sessionAtom).tokens) {
    // Signed out elsewhere: the same logout here (the flags are the other tab's too).
    clearSession(null, { force: true });
  }
}

/** Tells the server render whether a session is kept here (contracts/document.ts). */
function writeSessionHint(realm: string, signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const name = sessionHintCookie(realm);
  document.cookie = signedIn ? `${name}=1; path=/; max-age=31536000; samesite=lax` : `${name}=; path=/; max-age=0; samesite=lax`;
}

let stopPersisting: (() => void) | null = null;

/** Writes every change of the session to storage under `realm` (one subscription at a time). */
export function persistSession(realm: string): () => void {
  stopPersisting?.();
  let last = '';
  const write = () => {
    const value = JSON.stringify(persistedOf(store.get(sessionAtom)));
    if (value === last) return;
    last = value;
    try {
      localStorage.setItem(sessionStorageKey(realm), value);
    } catch {
      // Storage refused: the session lives as long as the page.
    }
    writeSessionHint(realm, store.get(sessionAtom).claims !== null);
  };
  write();
  const unsubscribe = store.sub(sessionAtom, write);
  // Another tab signed in, out, or refreshed (refresh tokens rotate: a tab still holding the
  // spent one would have its whole family revoked on its next refresh). Take its session.
  const key = sessionStorageKey(realm);
  const follow = (event: StorageEvent) => {
    if (event.key !== key) return;
    last = event.newValue ?? '';
    adoptStored(realm, event.newValue);
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', follow);
  stopPersisting = () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('storage', follow);
    stopPersisting = null;
  };
  return stopPersisting;
}

let startedFor: string | null = null;

/**
 * Start-up's one call: restore `realm`'s stored session, keep it stored from now on, and empty
 * the viewer caches on every later sign-in. Idempotent per realm (start-up may reach it twice:
 * before init, and when publishing a server-rendered page).
 */
export function startSession(realm: string, onNewViewer?: () => void): void {
  if (startedFor === realm) return;
  startedFor = realm;
  restoreSession(realm);
  persistSession(realm);
  watchViewerChanges(onNewViewer);
}
