// What a successful purchase grants (decision 0037): the entitlement the playback endpoint
// checks (services/playback/rules.ts). A pay-per-view is kept for good (no expiry) and unlocks
// the items its licence is attached to; a subscription runs to the end of its period and
// starts a subscription record that says when it renews.
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { MoneyAnswer } from '../../../contracts/commerce.ts';
import type { Licence } from '../../../contracts/licence.ts';
import { addPeriod } from '../../../contracts/price.ts';
import type { Db } from '../../db/index.ts';

export type Granted = { licenceId: string; expiresAt: string | null };

export async function grantLicence(
  trx: Db,
  grant: {
    realm: string;
    userId: string;
    licence: Licence;
    price: MoneyAnswer;
    now: Date;
    /** The card that paid: a subscription renews with it (decision 0042). */
    cardId?: string | null | undefined;
    /** A free trial's end (decision 0042): the first period runs to it, and nothing was charged. */
    trialEndsAt?: Date | null | undefined;
  },
): Promise<Granted> {
  const { realm, userId, licence, price, now } = grant;
  const period = licence.purchaseStrategy.type === 'SUBSCRIPTION' ? licence.purchaseStrategy.subscriptionPeriod : null;
  const trialEndsAt = period ? (grant.trialEndsAt ?? null) : null;
  const expiresAt = period ? (trialEndsAt ?? addPeriod(now, period)) : null;
  if (period && expiresAt) {
    await trx
      .insertInto('subscription')
      .values({
        id: randomUUID(),
        realm,
        user_id: userId,
        licence_id: licence.id,
        period,
        amount: price.amount,
        scale: price.scale,
        currency: price.currency,
        started_at: now,
        period_end: expiresAt,
        card_id: grant.cardId ?? null,
        trial_ends_at: trialEndsAt,
      })
      .execute();
  }
  await trx
    .insertInto('entitlement')
    .values({ user_id: userId, realm, licence_id: licence.id, granted_at: now, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['user_id', 'licence_id']).doUpdateSet({
        granted_at: now,
        // Kept for good stays kept for good; otherwise the later end wins.
        expires_at:
          expiresAt === null
            ? null
            : sql<Date | null>`case when entitlement.expires_at is null then null else greatest(entitlement.expires_at, ${expiresAt}) end`,
      }),
    )
    .execute();
  return { licenceId: licence.id, expiresAt: expiresAt?.toISOString() ?? null };
}
