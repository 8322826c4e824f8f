// Taking the tokens a profile switch answers: the session now carries the new profile (the
// theme's font scale and the menus follow its claims), and the core empties the caches that
// belonged to the previous one.
import type { AuthTokens } from '../../contracts/session.ts';
import { signIn } from '../../lib/core/index.ts';

export function signInWithProfile(tokens: AuthTokens): boolean {
  return signIn(tokens);
}
