// Parental control (spec §7 "POST v1 parental control": pin, status, optional resetCode): a
// four-digit PIN kept as a hash, a status (RESTRICTED: leaving a child profile for an adult
// one needs the PIN), a wrong-attempt limit, and one-use reset codes sent by email.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { conflict, forbidden, invalidFields, tooMany } from './errors.ts';
import { hashPin, verifyPin } from './pin-hash.ts';
import type { ParentalStatus } from './tables.ts';

/** Wrong PINs allowed in a window; the next attempt in that window is a 429. */
export const PIN_ATTEMPTS = 5;
export const PIN_WINDOW_S = 15 * 60;
/** A reset code lives an hour; three may be asked for in an hour (each mail replaces the last). */
export const RESET_CODE_TTL_S = 60 * 60;
export const RESET_REQUESTS_PER_HOUR = 3;

export type ParentalState = { status: ParentalStatus; pinSet: boolean };

export type ParentalUpdate = { pin: string; status: ParentalStatus; currentPin?: string | undefined; resetCode?: string | undefined };

export type ParentalService = {
  state(userId: string): Promise<ParentalState>;
  /**
   * No PIN yet: sets it and the status. A PIN set: `resetCode` (mailed) or `currentPin` sets a
   * new PIN; with neither, `pin` must be the current PIN and only the status changes.
   */
  update(userId: string, change: ParentalUpdate): Promise<ParentalState>;
  /** Throws 409 pinNotSet, 403 pinIncorrect, or 429 once the wrong attempts are used up. */
  verify(userId: string, pin: string): Promise<void>;
  /** Whether a switch from a child profile to an adult one asks for the PIN. */
  restricted(userId: string): Promise<boolean>;
  /** A new reset code (earlier ones stop working) for the caller to mail. */
  issueResetCode(userId: string, realm: string): Promise<{ code: string; expiresAt: Date }>;
};

export function createParentalService(db: Db, now: () => Date): ParentalService {
  async function row(userId: string) {
    return db.selectFrom('parental_control').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /**
   * One attempt at the PIN. The attempt is counted before the hash is compared, in one
   * statement that also refuses when the count is used up, so parallel guesses cannot slip
   * past the limit; a right PIN clears the count.
   */
  async function attempt(userId: string, pin: string): Promise<void> {
    const at = now();
    const windowStart = new Date(at.getTime() - PIN_WINDOW_S * 1000);
    const counted = await db
      .updateTable('parental_control')
      .set({
        failed_attempts: sql<number>`case when failures_since is null or failures_since <= ${windowStart} then 1 else failed_attempts + 1 end`,
        failures_since: sql<Date>`case when failures_since is null or failures_since <= ${windowStart} then ${at}::timestamptz else failures_since end`,
      })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('failed_attempts', '<', PIN_ATTEMPTS), eb('failures_since', '<=', windowStart), eb('failures_since', 'is', null)]),
      )
      .returning(['pin_hash', 'failed_attempts'])
      .executeTakeFirst();
    if (!counted) {
      const current = await row(userId);
      if (!current) throw conflict('No parental PIN is set', 'pinNotSet');
      const since = current.failures_since ? new Date(current.failures_since).getTime() : at.getTime();
      const retryAfter = Math.max(1, Math.ceil((since + PIN_WINDOW_S * 1000 - at.getTime()) / 1000));
      throw tooMany('Too many wrong PIN attempts; try again later', 'tooManyPinAttempts', retryAfter);
    }
    if (await verifyPin(pin, counted.pin_hash)) {
      await db.updateTable('parental_control').set({ failed_attempts: 0, failures_since: null }).where('user_id', '=', userId).execute();
      return;
    }
    throw forbidden('The PIN is not correct', 'pinIncorrect', { attemptsLeft: Math.max(0, PIN_ATTEMPTS - counted.failed_attempts) });
  }

  async function setPin(userId: string, pin: string, status: ParentalStatus): Promise<void> {
    const values = { pin_hash: await hashPin(pin), status, failed_attempts: 0, failures_since: null, updated_at: now() };
    await db
      .insertInto('parental_control')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async function setFirstPin(userId: string, pin: string, status: ParentalStatus): Promise<boolean> {
    const inserted = await db
      .insertInto('parental_control')
      .values({ user_id: userId, pin_hash: await hashPin(pin), status, updated_at: now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Spends a mailed code: this user's, unused, unexpired; every other code of theirs goes with it. */
  async function spendResetCode(userId: string, code: string): Promise<void> {
    const at = now();
    const spent = await db
      .updateTable('one_time_token')
      .set({ used_at: at })
      .where('token_hash', '=', hashSecret(code))
      .where('kind', '=', 'PIN_RESET')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('id')
      .executeTakeFirst();
    if (!spent) {
      throw invalidFields(
        'The reset code is not valid or has expired',
        [{ field: 'resetCode', problem: 'pinResetCodeInvalid' }],
        'pinResetCodeInvalid',
      );
    }
    await unusedCodes(userId).set({ used_at: at }).execute();
  }

  const unusedCodes = (userId: string) =>
    db.updateTable('one_time_token').where('kind', '=', 'PIN_RESET').where('user_id', '=', userId).where('used_at', 'is', null);

  return {
    async state(userId) {
      const current = await row(userId);
      return { status: current?.status ?? 'NON_RESTRICTED', pinSet: Boolean(current) };
    },

    async update(userId, change) {
      // The first PIN: inserted only if there is still none, so two first settings at once
      // cannot both win; the one that loses is checked as a change of the PIN just set.
      if (!(await row(userId)) && (await setFirstPin(userId, change.pin, change.status))) return { status: change.status, pinSet: true };
      if (change.resetCode !== undefined) {
        await spendResetCode(userId, change.resetCode);
        await setPin(userId, change.pin, change.status);
      } else if (change.currentPin !== undefined) {
        await attempt(userId, change.currentPin);
        await setPin(userId, change.pin, change.status);
      } else {
        await attempt(userId, change.pin);
        await db.updateTable('parental_control').set({ status: change.status, updated_at: now() }).where('user_id', '=', userId).execute();
      }
      return { status: change.status, pinSet: true };
    },

    async verify(userId, pin) {
      await attempt(userId, pin);
    },

    async restricted(userId) {
      const current = await row(userId);
      return current?.status === 'RESTRICTED';
    },

    async issueResetCode(userId, realm) {
      if (!(await row(userId))) throw conflict('No parental PIN is set', 'pinNotSet');
      const at = now();
      const recent = await db
        .selectFrom('one_time_token')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', 'PIN_RESET')
        .where('user_id', '=', userId)
        .where('created_at', '>', new Date(at.getTime() - 3600_000))
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= RESET_REQUESTS_PER_HOUR) {
        throw tooMany('Too many PIN reset requests; try again later', 'tooManyPinResetRequests', 3600);
      }
      const code = newSecret();
      const expiresAt = new Date(at.getTime() + RESET_CODE_TTL_S * 1000);
      await db.transaction().execute(async (trx) => {
        // Only the latest mail's code works: an older one may sit in a forgotten inbox.
        await trx
          .updateTable('one_time_token')
          .set({ used_at: at })
          .where('kind', '=', 'PIN_RESET')
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('one_time_token')
          .values({
            id: randomUUID(),
            realm,
            kind: 'PIN_RESET',
            token_hash: hashSecret(code),
            user_id: userId,
            data: '{}',
            created_at: at,
            expires_at: expiresAt,
          })
          .execute();
      });
      return { code, expiresAt };
    },
  };
}
