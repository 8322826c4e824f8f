// Signing in and out from the session screens, through the core's session flows (the core
// owns storage, the http client's tokens and the caches emptied after a sign-in).
import type { AuthTokens } from '../../contracts/session.ts';
import { signIn, signOut } from '../../lib/core/index.ts';
import { SignInRefused } from './errors.ts';

/** Keeps the tokens as the viewer's session; throws SignInRefused when they are not for this realm. */
export function signInWith(tokens: AuthTokens): void {
  if (!signIn(tokens)) throw new SignInRefused();
}

/**
 * Logout (spec §4): an explicit sign-out ends a guest's session too (forced); cookie agreement
 * and the smart banner's state are kept by the core.
 */
export async function signOutNow(): Promise<void> {
  await signOut(null, { force: true });
}
