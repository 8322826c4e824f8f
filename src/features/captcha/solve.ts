// The captcha solver (spec §4: a challenged request waits for the captcha token, then is sent
// once more with the solved challenge). Loaded by import() when the first challenge arrives
// (register.ts). It reads the challenge from the server's 428 answer, finds the nonce while
// the forms show their status, and returns the value the http client sends back. Whatever
// stops it — a challenge it cannot read, no crypto.subtle (a page not served over HTTPS), the
// challenge expiring — ends as the server's own refusal, which the session screens show as
// the spec's "challenge failed" (features/session/errors.ts).
import { isCaptchaChallenge } from '../../contracts/proof-of-work.ts';
import { whileSolving } from '../../lib/core/challenge.ts';
import { serverNow } from '../../lib/core/index.ts';
import type { ChallengeRequest } from '../../lib/http.ts';
import { findNonce } from './proof-of-work.ts';

export async function solveChallenge(request: ChallengeRequest): Promise<string> {
  const challenge = request.error.body?.details?.challenge;
  if (!isCaptchaChallenge(challenge) || challenge.id !== request.id) throw request.error;
  try {
    // The expiry is the server's time: judged by the clock the answers' `date` corrected.
    return await whileSolving(() => findNonce(challenge, { clock: serverNow, deadline: Date.parse(challenge.expiresAt) }));
  } catch {
    throw request.error;
  }
}
