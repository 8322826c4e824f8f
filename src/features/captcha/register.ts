// The captcha solver's registration with the http client, made at start-up
// (src/app/session-effects.ts). Only this reaches the first chunk: the solver (solve.ts) is
// loaded by import() when a challenge arrives, so a visit that is never challenged never loads it.
import { registerChallengeSolver } from '../../lib/core/index.ts';

/** Registers the solver; returns the function that unregisters it. */
export function registerCaptchaSolver(): () => void {
  return registerChallengeSolver((request) =>
    import('./solve.ts').then(
      (solver) => solver.solveChallenge(request),
      // The solver could not be loaded: the challenge stays unanswered, as the server said.
      () => Promise.reject(request.error),
    ),
  );
}
