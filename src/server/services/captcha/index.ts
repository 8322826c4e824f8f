// The built-in captcha service (spec §4, §7; decision 0021), attached to the instance as
// `services.captcha`. Only realms whose mfaConfigurations have a CAPTCHA entry ask: there,
// sign-up and the password and magic-link requests always need a solved challenge, and sign-in
// needs one once an email or an address has failed SIGN_IN_FAILURE_THRESHOLD times within the
// window. A request that needs one and does not bring a right answer is refused with 428
// CHALLENGE_REQUIRED carrying a fresh challenge (`details.challengeId`, `details.challenge`),
// and, when it did bring an answer, why that answer failed (`details.reason`). Nothing here
// depends on whether an account exists.
import { z } from 'zod';
import { challengeAnswer, type ChallengeAnswer, type ChallengeRefusal } from '../../../contracts/captcha.ts';
import { HEADER } from '../../../contracts/headers.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { HttpError, parseInput } from '../../errors.ts';
import { createChallengeStore } from './challenges.ts';
import { createSignInFailures, type SignInAttempt } from './sign-in-failures.ts';

export { SIGN_IN_FAILURE_THRESHOLD, SIGN_IN_WINDOW_MS, type SignInAttempt } from './sign-in-failures.ts';
export { CHALLENGE_TTL_S } from './challenges.ts';

/** Throws unless the request has passed the realm's challenge; resolves at once where none is asked. */
export type ChallengeGate = () => Promise<void>;

export type CaptchaOptions = {
  now: () => Date;
  /** Leading zero bits a new challenge asks for (CAPTCHA_DIFFICULTY). */
  difficulty: number;
};

const open: ChallengeGate = () => Promise.resolve();

/** The header as the contract names it, so a refusal reads `x-challenge.secrets.0.value`. */
const answerHeader = z.object({ [HEADER.challenge]: challengeAnswer });

function readAnswer(header: unknown): ChallengeAnswer {
  let value = header;
  if (typeof header === 'string') {
    try {
      value = JSON.parse(header) as unknown;
    } catch {
      // Not JSON: validated as the string it is, which the schema refuses by name.
    }
  }
  return parseInput(answerHeader, { [HEADER.challenge]: value }, 'headers')[HEADER.challenge];
}

/** The wrong password (or unknown email) of services/auth: the only failure that counts. */
const isSignInRefusal = (error: unknown) => error instanceof HttpError && error.status === 401 && error.code === 'UNAUTHORIZED';

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService(db: Db, options: CaptchaOptions) {
  const challenges = createChallengeStore(db, options.now);
  const failures = createSignInFailures(db, options.now);

  const asks = (realm: RealmSettings) => realm.mfaConfigurations.some((entry) => entry.type === 'CAPTCHA');

  async function challengeRequired(realm: RealmSettings, purpose: string, reason?: ChallengeRefusal): Promise<HttpError> {
    const challenge = await challenges.issue(realm.realm, purpose, options.difficulty);
    return new HttpError(
      428,
      'CHALLENGE_REQUIRED',
      reason ? `The challenge answer was not accepted (${reason}): solve the new challenge` : 'Solve the challenge and send the answer',
      { messageKey: 'challengeFailed', details: { challengeId: challenge.id, challenge, ...(reason ? { reason } : {}) } },
    );
  }

  async function pass(realm: RealmSettings, purpose: string, header: unknown): Promise<void> {
    if (header === undefined) throw await challengeRequired(realm, purpose);
    const answer = readAnswer(header);
    const secret = answer.secrets.find((s) => s.type === 'CAPTCHA');
    const refusal = secret ? await challenges.spend(realm.realm, purpose, answer.id, secret.value) : 'wrong';
    if (refusal) throw await challengeRequired(realm, purpose, refusal);
  }

  return {
    /** Whether the realm asks for challenges at all. */
    asks,

    /**
     * For operations that always ask (sign-up, password and magic-link requests): the gate the
     * service calls once the request itself is known to be valid and before it writes, hashes
     * or looks an account up. `purpose` is the operation id; `header` the raw `x-challenge`.
     */
    gate(realm: RealmSettings, purpose: string, header: unknown): ChallengeGate {
      return asks(realm) ? () => pass(realm, purpose, header) : open;
    },

    /**
     * For password sign-ins (login, the OAuth code's credentials): asks for a challenge once
     * the email or the address has failed often enough, then runs `signIn`; a refusal is
     * counted, a success clears the email's count.
     */
    async signIn<T>(realm: RealmSettings, purpose: string, attempt: SignInAttempt, header: unknown, signIn: () => Promise<T>): Promise<T> {
      if (!asks(realm)) return signIn();
      if (await failures.reachedThreshold(realm.realm, attempt)) await pass(realm, purpose, header);
      try {
        const result = await signIn();
        await failures.clearEmail(realm.realm, attempt.email);
        return result;
      } catch (error) {
        if (isSignInRefusal(error)) await failures.record(realm.realm, attempt);
        throw error;
      }
    },
  };
}
