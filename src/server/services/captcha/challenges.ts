// Issued proof-of-work challenges, kept in the database (decision 0021): a challenge belongs to
// one realm and one operation, expires after CHALLENGE_TTL_S, and is spent by its first answer
// — right or wrong — in the one statement that checks it is still open, so two requests can
// never both pass with it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ChallengeRefusal } from '../../../contracts/captcha.ts';
import { CAPTCHA_ALGORITHM, leadingZeroBits, proofInput, type CaptchaChallenge } from '../../../contracts/proof-of-work.ts';
import type { Db } from '../../db/index.ts';
import './tables.ts';

/** Long enough for a slow phone and a slow network; the app answers as soon as it has solved. */
export const CHALLENGE_TTL_S = 120;

/** Whether `nonce` solves the challenge of `salt` at `difficulty`: one hash. */
export function solves(salt: string, difficulty: number, nonce: string): boolean {
  return leadingZeroBits(createHash('sha256').update(proofInput(salt, nonce)).digest()) >= difficulty;
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;

export function createChallengeStore(db: Db, now: () => Date) {
  /** Why no open challenge matched (looked up only after the spending statement found none). */
  async function whyNot(realm: string, purpose: string, id: string, at: Date): Promise<ChallengeRefusal> {
    const row = await db
      .selectFrom('captcha_challenge')
      .select(['used_at', 'expires_at'])
      .where('id', '=', id)
      .where('realm', '=', realm)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (row.used_at) return 'used';
    return row.expires_at <= at ? 'expired' : 'used';
  }

  return {
    async issue(realm: string, purpose: string, difficulty: number): Promise<CaptchaChallenge> {
      const id = randomUUID();
      const salt = randomBytes(16).toString('base64url');
      const expiresAt = new Date(now().getTime() + CHALLENGE_TTL_S * 1000);
      await db.insertInto('captcha_challenge').values({ id, realm, purpose, salt, difficulty, expires_at: expiresAt }).execute();
      return { id, algorithm: CAPTCHA_ALGORITHM, salt, difficulty, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Spends the challenge `id` with `nonce`: null when it was open (this realm, this operation,
     * unused, unexpired) and the nonce solves it, else why not. Spent either way, so each
     * challenge allows one guess.
     */
    async spend(realm: string, purpose: string, id: string, nonce: string): Promise<ChallengeRefusal | null> {
      const at = now();
      const open = await db
        .updateTable('captcha_challenge')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('realm', '=', realm)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['salt', 'difficulty'])
        .executeTakeFirst();
      if (!open) return whyNot(realm, purpose, id, at);
      return solves(open.salt, open.difficulty, nonce) ? null : 'wrong';
    },
  };
}
