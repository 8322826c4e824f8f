// Refused sign-ins, counted per email and per client address within a window, in realms that
// ask for challenges: once either count reaches the threshold the next sign-in needs a solved
// challenge (decision 0021). Counted whether or not the email has an account, so being asked
// says nothing about it. A sign-in that succeeds clears its email's count; the address's
// count only ages out, so one right password does not wipe a guesser's record.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import './tables.ts';

/** Failures (for one email, or from one address) after which sign-in asks for a challenge. */
export const SIGN_IN_FAILURE_THRESHOLD = 3;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Who is signing in: the email as typed and the client address. */
export type SignInAttempt = { email: string; address: string };

const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export type SignInFailures = ReturnType<typeof createSignInFailures>;

export function createSignInFailures(db: Db, now: () => Date) {
  return {
    /** Whether the email or the address has failed often enough lately to be asked. */
    async reachedThreshold(realm: string, attempt: SignInAttempt): Promise<boolean> {
      const key = emailKey(attempt.email);
      const counts = await db
        .selectFrom('sign_in_failure')
        .select([
          sql<number>`count(*) filter (where email_key = ${key})::int`.as('byEmail'),
          sql<number>`count(*) filter (where address = ${attempt.address})::int`.as('byAddress'),
        ])
        .where('realm', '=', realm)
        .where('failed_at', '>', new Date(now().getTime() - SIGN_IN_WINDOW_MS))
        .where((eb) => eb.or([eb('email_key', '=', key), eb('address', '=', attempt.address)]))
        .executeTakeFirst();
      return (counts?.byEmail ?? 0) >= SIGN_IN_FAILURE_THRESHOLD || (counts?.byAddress ?? 0) >= SIGN_IN_FAILURE_THRESHOLD;
    },

    async record(realm: string, attempt: SignInAttempt): Promise<void> {
      await db
        .insertInto('sign_in_failure')
        .values({ id: randomUUID(), realm, email_key: emailKey(attempt.email), address: attempt.address, failed_at: now() })
        .execute();
    },

    async clearEmail(realm: string, email: string): Promise<void> {
      await db.deleteFrom('sign_in_failure').where('realm', '=', realm).where('email_key', '=', emailKey(email)).execute();
    },
  };
}
