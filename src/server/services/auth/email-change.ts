// Changing an account's sign-in email. A session (perhaps a stolen one) cannot move the account
// to another address on its own: the new address is only pending until its owner follows the
// link mailed to it, the old address keeps signing in meanwhile and is told that a change was
// asked. The link is a confirmation token (the app's email-confirmation page and POST
// /confirmation-token/verify) whose data names the purpose and the address. Following it moves
// the email — unless another account took the address meanwhile (409 `conflict`) — spends every
// link still out for the old address, and ends the account's sessions in the same commit.
import { sql } from 'kysely';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { OneTimeTokens } from './one-time.ts';
import { appLink, type Outbox } from './outbox.ts';

/** The purpose in a CONFIRMATION token's data that makes it an email change. */
export const EMAIL_CHANGE = 'EMAIL_CHANGE';
/** A day: shorter than a sign-up confirmation, as the link moves an existing account. */
export const EMAIL_CHANGE_TTL_S = 86_400;
/** Change mails an account may have sent in an hour: each one writes to an address the session chose. */
export const EMAIL_CHANGES_PER_HOUR = 3;

export type EmailChangeDeps = {
  db: Db;
  oneTime: OneTimeTokens;
  outbox: Outbox;
  now: () => Date;
  /** Ends every session of the account inside the given transaction (tokens.revokeAll). */
  revokeAll(userId: string, within: Db): Promise<void>;
};

/** Where the request comes from: the realm and how mailed links reach the app (routes/session-links.ts). */
export type EmailChangeCaller = { realm: RealmSettings; base: string };

/** The address a confirmation token's data moves the account to, or null for a sign-up confirmation. */
export function emailChangeAddress(data: Record<string, unknown>): string | null {
  return data.purpose === EMAIL_CHANGE && typeof data.email === 'string' ? data.email : null;
}

/** Mailed links the old address could still use once the account has moved away from it. */
const LINKS_OF_THE_OLD_ADDRESS = ['CONFIRMATION', 'PASSWORD_RESET', 'MAGIC_LINK', 'PIN_RESET'] as const;

export const emailTaken = () => new HttpError(409, 'CONFLICT', 'Another account uses this email', { messageKey: 'conflict' });

export type EmailChanges = ReturnType<typeof createEmailChanges>;

export function createEmailChanges(deps: EmailChangeDeps) {
  const { db, oneTime, outbox, now } = deps;

  const changeLinks = (userId: string) =>
    db
      .selectFrom('one_time_token')
      .where('user_id', '=', userId)
      .where('kind', '=', 'CONFIRMATION')
      .where(sql<string>`data->>'purpose'`, '=', EMAIL_CHANGE);

  /** Unused change links stop working (a newer request, a password reset). */
  async function cancel(userId: string): Promise<void> {
    await db
      .updateTable('one_time_token')
      .set({ used_at: now() })
      .where('user_id', '=', userId)
      .where('kind', '=', 'CONFIRMATION')
      .where(sql<string>`data->>'purpose'`, '=', EMAIL_CHANGE)
      .where('used_at', 'is', null)
      .execute();
  }

  return {
    /** The address waiting for confirmation: that of the newest link still usable, else null. */
    async pending(userId: string): Promise<string | null> {
      const row = await changeLinks(userId)
        .select('data')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? emailChangeAddress(row.data) : null;
    },

    /**
     * Mails a confirmation link to `address` (older links stop working) and a notice to the
     * account's current address. The caller has checked that no other account uses `address`.
     */
    async request(caller: EmailChangeCaller, user: { id: string; email: string | null }, address: string): Promise<void> {
      const at = now();
      const hourAgo = new Date(at.getTime() - 3_600_000);
      const recent = await changeLinks(user.id)
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= EMAIL_CHANGES_PER_HOUR) {
        const oldest = recent.oldest ? new Date(recent.oldest).getTime() : at.getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + 3_600_000 - at.getTime()) / 1000));
        throw new HttpError(429, 'RATE_LIMITED', 'Too many email changes asked; try again later', {
          messageKey: 'tooManyAttempts',
          details: { retryAfterSeconds: retryAfter },
          headers: { 'retry-after': String(retryAfter) },
        });
      }
      await cancel(user.id);
      const { realm } = caller;
      const token = await oneTime.issue(realm.realm, 'CONFIRMATION', user.id, EMAIL_CHANGE_TTL_S, {
        purpose: EMAIL_CHANGE,
        email: address,
      });
      await outbox.send({
        realm: realm.realm,
        to: address,
        kind: 'EMAIL_CHANGE',
        subject: `Confirm your new email for ${realm.realmFullName}`,
        body: [
          `You asked to sign in to ${realm.realmFullName} with this address.`,
          'Open the link below within 24 hours to confirm it. Until then your account keeps its current address.',
          'If you did not ask for this, ignore this message.',
        ].join(' '),
        link: appLink(caller.base, '/email-confirmation', { token: token.secret }),
      });
      if (user.email) {
        await outbox.send({
          realm: realm.realm,
          to: user.email,
          kind: 'EMAIL_CHANGE_NOTICE',
          subject: `${realm.realmFullName}: a change of your sign-in email was asked`,
          body: [
            `Someone signed in to your account asked to change its sign-in email to ${address}.`,
            'Nothing changes unless the link we sent to that address is opened; until then you sign in with this address as before.',
            'If it was not you, reset your password: that signs every device out and cancels the change.',
          ].join(' '),
          link: null,
        });
      }
    },

    cancel,

    /**
     * Inside the transaction that spent the link: moves the account to `address`, spends the
     * links still out for the old one and ends every session. 409 `conflict` (rolling the
     * transaction back, so the link is not spent) when another account has the address.
     */
    async apply(trx: Db, realm: string, userId: string, address: string): Promise<void> {
      const taken = await trx
        .selectFrom('app_user')
        .select('id')
        .where('realm', '=', realm)
        .where('email', '=', address)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (taken) throw emailTaken();
      await trx.updateTable('app_user').set({ email: address, confirmed: true }).where('id', '=', userId).execute();
      await trx
        .updateTable('one_time_token')
        .set({ used_at: now() })
        .where('user_id', '=', userId)
        .where('kind', 'in', LINKS_OF_THE_OLD_ADDRESS)
        .where('used_at', 'is', null)
        .execute();
      await deps.revokeAll(userId, trx);
    },
  };
}
