// After a sign-in the content, schedule and view caches are emptied (spec §4): the app's primed
// answers and the service worker's content caches; after a sign-out too (the viewer's lists). A store subscription watches the session,
// so every sign-in path (signIn, a screen calling applyTokens, a profile switch) is covered.
// A guest check-in is not a sign-in: the guest sees what the visitor saw a moment ago, and
// home's primed first page is still good for it.
import type { TokenClaims } from '../../contracts/session.ts';
import { CLEAR_VIEWER_CACHES } from '../../contracts/worker-messages.ts';
import { forgetEarlyReads } from '../first-control.ts';
import { clearPrimed } from './primed.ts';
import { sessionAtom } from './session.ts';
import { store } from './store.ts';

/** Who the cached answers were for: the subject and, with profiles, the profile. */
export function viewerKey(claims: TokenClaims | null): string | null {
  if (!claims) return null;
  return claims.pro ? `${claims.sub}:${claims.pro.id}` : claims.sub;
}

/**
 * Whether going from `before` to `after` changes the viewer the caches were for: a sign-in, a
 * profile switch, or a signed-in viewer leaving (a sign-out, an ended session), so the next
 * person on a shared device finds none of their lists in the worker's caches.
 */
export function isNewViewer(before: TokenClaims | null, after: TokenClaims | null): boolean {
  if (!after || after.gue) return before !== null && !before.gue;
  return viewerKey(before) !== viewerKey(after);
}

export function emptyViewerCaches(): void {
  clearPrimed();
  forgetEarlyReads();
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: CLEAR_VIEWER_CACHES });
  } catch {
    // No worker (first visit, unsupported browser): nothing cached to empty.
  }
}

/** Calls `run` for each change of the session's claims that `changed` counts. Returns what stops watching. */
function whenClaimsChange(changed: (before: TokenClaims | null, after: TokenClaims | null) => boolean, run: () => void): () => void {
  let previous = store.get(sessionAtom).claims;
  return store.sub(sessionAtom, () => {
    const before = previous;
    previous = store.get(sessionAtom).claims;
    if (changed(before, previous)) run();
  });
}

let stop: (() => void) | null = null;

/** Starts watching the session (once, at start-up, after the stored session is restored). */
export function watchViewerChanges(onNewViewer: () => void = emptyViewerCaches): () => void {
  stop?.();
  const unsubscribe = whenClaimsChange(isNewViewer, onNewViewer);
  stop = () => {
    unsubscribe();
    stop = null;
  };
  return stop;
}

/**
 * Calls `run` whenever the viewer the worker keys its answers by changes (sw/cache-key.ts): the
 * subject and profile of the token, a guest's included, or nobody. Returns a function that
 * stops watching.
 */
export function whenKeyedViewerChanges(run: () => void): () => void {
  return whenClaimsChange((before, after) => viewerKey(before) !== viewerKey(after), run);
}
