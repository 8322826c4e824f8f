// The session flows every screen uses (spec §4 session actions): sign in with tokens, sign out,
// check in as a guest. They go through applyTokens/clearSession, so the stored session, the
// http client's bearer and the emptied caches follow by themselves (session-storage.ts,
// caches.ts).
import { startTransition } from 'react';
import { OPERATIONS } from '../../contracts/operations.ts';
import type { AuthTokens } from '../../contracts/session.ts';
import type { HeldTokens } from '../http.ts';
import { http, httpContextAtom } from './http.ts';
import { currentRealm } from './realm.ts';
import { applyTokens, clearSession, roleAtom, sessionAtom } from './session.ts';
import { store } from './store.ts';

function realmOrThrow(): string {
  const realm = store.get(httpContextAtom).realm ?? currentRealm()?.realm.realm;
  if (!realm) throw new Error('No realm yet: sign-in happens once the realm is known');
  return realm;
}

/**
 * Signs in with the tokens a sign-in call answered (login, sign-up, magic link, PIN, OAuth,
 * impersonation). Returns false when the token is not for this realm (then nothing changes).
 * The content, schedule and view caches are emptied because the subject changed (caches.ts).
 */
export function signIn(tokens: Pick<AuthTokens, 'authorisationToken' | 'refreshToken' | 'exp'> & Partial<AuthTokens>): boolean {
  return applyTokens(tokens, realmOrThrow());
}

export type SignOutOptions = {
  /** Clear a guest's session too; defaults to true where the realm does not allow guests. */
  force?: boolean;
};

/**
 * Sign out: tells the server (best effort: the session ends here whatever it answers), then
 * clears the session with `reason` as the logout message. Cookie agreement and the smart
 * banner's state are kept. Resolves whether the session was cleared (a guest's is kept unless
 * forced or the reason is `sessionExpired`, spec §4).
 */
export async function signOut(reason: string | null = null, options: SignOutOptions = {}): Promise<boolean> {
  const { tokens, claims } = store.get(sessionAtom);
  const guestsAllowed = currentRealm()?.realm.guestsAllowed ?? true;
  const force = options.force ?? !guestsAllowed;
  if (claims?.gue && !force && reason !== 'sessionExpired') return false;
  if (!tokens || !claims) return clearSession(reason, { force });
  // The session ends here first, whatever the server answers: a request started from now on
  // (a consent check, say) goes without the old token, and the ones in flight with it are
  // abandoned, so none can land after the server has signed the token out (a 401).
  const held: HeldTokens = { ...tokens, guest: claims.gue === true };
  const cleared = clearSession(reason, { force });
  http.abandonViewerRequests();
  try {
    const { ANSWER_SCHEMAS } = await import('../../contracts/answer-schemas.ts');
    await http.request(OPERATIONS.logout.method, OPERATIONS.logout.path, {
      body: { refreshToken: held.refreshToken },
      schema: await ANSWER_SCHEMAS.logout(),
      auth: 'bearer',
      refreshable: false,
      as: held,
    });
  } catch {
    // The server may already consider the session over (expired, revoked): nothing to add.
  }
  return cleared;
}

let checkingIn: Promise<void> | null = null;

/**
 * Guest check-in (spec §4, §7): a guest account and its tokens for a visitor, in realms that
 * allow guests. Concurrent callers share one call. A failure clears the session and rethrows
 * (spec §8).
 */
export function guestCheckIn(): Promise<void> {
  checkingIn ??= (async () => {
    try {
      const tokens = await http.call('guestCheckin');
      const realm = realmOrThrow();
      // In a transition: a background check-in re-renders everything that reads the viewer
      // (the shell, the menu, the overlays); sliced, that render leaves taps and scrolling free.
      let applied = false;
      startTransition(() => {
        applied = applyTokens(tokens, realm);
      });
      if (!applied) throw new Error('Guest check-in answered a token for another realm');
    } catch (error) {
      clearSession(null, { force: true });
      throw error;
    }
  })().finally(() => {
    checkingIn = null;
  });
  return checkingIn;
}

/** True when nobody is signed in, not even as a guest. */
export function isUnauthenticated(): boolean {
  return store.get(roleAtom) === 'UNAUTHENTICATED';
}
