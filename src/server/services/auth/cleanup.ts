// What the accounts tables no longer need: expired or long-used one-time tokens, expired
// refresh tokens (spent ones stay until they expire: presenting one again must still revoke
// its family), expired deny-list entries, PINs, OAuth codes and referrals, and guest accounts
// no session can reach any more (every visit makes one); expired captcha challenges (a spent one
// is kept until then, so presenting it again still reads as used) and sign-in failures older than
// the window that counts them (services/captcha).
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { SIGN_IN_WINDOW_MS } from '../captcha/sign-in-failures.ts';
import '../captcha/tables.ts';
import '../idp/tables.ts';

/** How long a used one-time token is kept (to tell "already used" from "unknown" for a while). */
const USED_KEPT_MS = 7 * 86_400_000;

export type Purged = Record<
  'oneTime' | 'refresh' | 'denyList' | 'pins' | 'codes' | 'providerCodes' | 'referrals' | 'guests' | 'challenges' | 'signInFailures',
  number
>;

export async function purgeExpired(db: Db, now: Date): Promise<Purged> {
  const usedBefore = new Date(now.getTime() - USED_KEPT_MS);
  const count = (rows: { numDeletedRows: bigint }[]) => rows.reduce((n, r) => n + Number(r.numDeletedRows), 0);
  return db.transaction().execute(async (trx) => ({
    oneTime: count(
      await trx
        .deleteFrom('one_time_token')
        .where((eb) => eb.or([eb('expires_at', '<', now), eb('used_at', '<', usedBefore)]))
        .execute(),
    ),
    refresh: count(await trx.deleteFrom('refresh_token').where('expires_at', '<', now).execute()),
    denyList: count(await trx.deleteFrom('revoked_access_token').where('expires_at', '<', now).execute()),
    pins: count(await trx.deleteFrom('tv_pin').where('expires_at', '<', now).execute()),
    codes: count(await trx.deleteFrom('oauth_code').where('expires_at', '<', now).execute()),
    // The demo identity provider's codes (migration 008).
    providerCodes: count(await trx.deleteFrom('idp_code').where('expires_at', '<', now).execute()),
    referrals: count(await trx.deleteFrom('referral').where('expires_at', '<', now).execute()),
    challenges: count(await trx.deleteFrom('captcha_challenge').where('expires_at', '<', now).execute()),
    signInFailures: count(
      await trx
        .deleteFrom('sign_in_failure')
        .where('failed_at', '<', new Date(now.getTime() - SIGN_IN_WINDOW_MS))
        .execute(),
    ),
    // After the refresh tokens above: a guest with none left can never be signed in again.
    guests: count(
      await trx
        .deleteFrom('app_user')
        .where('is_guest', '=', true)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('refresh_token')
                .select(sql`1`.as('one'))
                .whereRef('refresh_token.user_id', '=', 'app_user.id'),
            ),
          ),
        )
        // Not one being checked in right now (its refresh token is written just after it).
        .where('created_at', '<', usedBefore)
        .execute(),
    ),
  }));
}
