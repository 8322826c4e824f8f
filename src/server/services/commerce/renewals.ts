// Subscription renewals (issue "Purchase and account" item 5; decision 0043). At the end of its
// period an ACTIVE subscription is charged again, off-session, on the card the customer chose for
// it (the payment update page), else the card that paid for it last, at its current price (a
// price change the customer accepted applies from its effective date), with the tax its latest
// basket's country had. Approved: the period moves on by one, and the
// entitlement with it. Declined, waiting for an authorisation step nobody is there to complete, or
// no card left: the subscription ends at its period's end (CANCELLED there, so EXPIRED from then).
//
// Each renewal is one transaction, like a pay: the payment, its basket, the charge, the new
// period and the entitlement are written together or not at all. Its idempotency key names the
// subscription and the period end it renews, and the row is locked (SKIP LOCKED), so a renewal
// is never charged twice — by a retry after a crash or by two instances at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addPeriod, type SubscriptionPeriod } from '../../../contracts/price.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import type { LicenceService } from '../licences.ts';
import { sums } from './pricing.ts';
import { providerNamed, type ChargeOutcome } from './providers.ts';

export type RenewalOutcome = {
  subscriptionId: string;
  status: 'RENEWED' | 'DECLINED' | 'NO_CARD';
  /** The period's end after this renewal (unchanged when it did not renew). */
  periodEnd: string;
  reason: string | null;
};

export type RenewalService = {
  /** Renews (or ends) every subscription whose period has ended, at most `limit` at a time. */
  renewDue(limit?: number): Promise<RenewalOutcome[]>;
};

type Realms = { byName(name: string): Promise<RealmSettings | null> };

const CARD_COLUMNS = [
  'c.id as card_id',
  'c.provider',
  'c.token',
  'c.brand',
  'c.last_four',
  'c.expiry_month',
  'c.expiry_year',
  'c.holder_name',
] as const;

export const renewalKey = (subscriptionId: string, periodEnd: Date) => `renewal:${subscriptionId}:${periodEnd.toISOString()}`;

export function createRenewalService(db: Db, licences: LicenceService, realms: Realms, now: () => Date): RenewalService {
  async function renewOne(id: string, realmName: string, licenceId: string): Promise<RenewalOutcome | null> {
    // Read before the transaction: these go through the pool (and their caches), and the
    // embedded database has one connection, which the transaction holds.
    const [licence, realm] = await Promise.all([licences.byId(realmName, licenceId), realms.byName(realmName)]);
    return db.transaction().execute(async (trx) => {
      const at = now();
      // Another instance renewing it holds the lock: skipped here, it is that one's.
      const sub = await trx
        .selectFrom('subscription')
        .selectAll()
        .where('id', '=', id)
        .where('cancelled_at', 'is', null)
        .where('period_end', '<=', at)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!sub) return null;
      const ends = async (status: 'DECLINED' | 'NO_CARD', reason: string): Promise<RenewalOutcome> => {
        await trx.updateTable('subscription').set({ cancelled_at: sub.period_end }).where('id', '=', sub.id).execute();
        return { subscriptionId: sub.id, status, periodEnd: sub.period_end.toISOString(), reason };
      };

      if (!licence || !realm) return ends('NO_CARD', 'LICENCE_WITHDRAWN');
      // The card of the latest paid purchase of this licence (not a gift's), still on file.
      const last = await trx
        .selectFrom('payment as p')
        .innerJoin('basket as b', 'b.id', 'p.basket_id')
        .innerJoin('payment_card as c', 'c.id', 'p.card_id')
        .select(CARD_COLUMNS)
        .select(['b.country_code'])
        .where('p.user_id', '=', sub.user_id)
        .where('p.status', '=', 'SUCCEEDED')
        .where('b.licence_id', '=', sub.licence_id)
        .where('c.deleted_at', 'is', null)
        .where(sql<boolean>`not exists (select 1 from gift g where g.basket_id = b.id)`)
        .orderBy('p.created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      // The card the customer chose for it (the payment update page) wins; removed, it leaves none.
      const card = sub.card_id
        ? await trx
            .selectFrom('payment_card as c')
            .select(CARD_COLUMNS)
            .where('c.id', '=', sub.card_id)
            .where('c.deleted_at', 'is', null)
            .executeTakeFirst()
        : last;
      const provider = card ? providerNamed(card.provider) : null;
      const listed = card ? realm.paymentProviders.find((p) => p.name === card.provider) : undefined;
      if (!card || !provider || !listed) return ends('NO_CARD', 'NO_PAYMENT_METHOD');
      const countryCode = last?.country_code ?? null;

      // The price it renews at: the latest accepted change effective by now, else its own.
      const change = await trx
        .selectFrom('price_migration')
        .select(['amount', 'scale', 'currency'])
        .where('subscription_id', '=', sub.id)
        .where('customer_confirmed', '=', true)
        .where('effective_at', '<=', sub.period_end)
        .orderBy('effective_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const price = change ?? { amount: sub.amount, scale: sub.scale, currency: sub.currency };
      const rate = countryCode
        ? await trx.selectFrom('tax_rate').select('rate_bp').where('country_code', '=', countryCode).executeTakeFirst()
        : undefined;
      const total = sums(price, null, rate?.rate_bp ?? null).total;
      const amount = { amount: total, scale: price.scale, currency: price.currency };

      const basketId = randomUUID();
      const paymentId = randomUUID();
      const outcome: ChargeOutcome = provider.charge({
        amount,
        paymentId,
        card: {
          token: card.token,
          brand: card.brand,
          lastFour: card.last_four,
          expiryMonth: card.expiry_month,
          expiryYear: card.expiry_year,
          holderName: card.holder_name,
        },
        details: listed.details,
      });
      await trx
        .insertInto('basket')
        .values({
          id: basketId,
          realm: sub.realm,
          user_id: sub.user_id,
          licence_id: sub.licence_id,
          country_code: countryCode,
          status: 'OPEN',
        })
        .execute();
      const approved = outcome.status === 'APPROVED';
      // Off-session, an authorisation step has nobody to answer it: a decline, as a processor reports it.
      const reason =
        outcome.status === 'DECLINED' ? outcome.reason : outcome.status === 'AUTHORISATION_REQUIRED' ? 'AUTHORISATION_REQUIRED' : null;
      await trx
        .insertInto('payment')
        .values({
          id: paymentId,
          realm: sub.realm,
          user_id: sub.user_id,
          idempotency_key: renewalKey(sub.id, sub.period_end),
          basket_id: basketId,
          provider: provider.name,
          card_id: card.card_id,
          status: approved ? 'SUCCEEDED' : 'DECLINED',
          decline_reason: reason,
          ...amount,
          description: `${licence.name} (renewal)`,
        })
        .execute();
      if (!approved) return ends('DECLINED', reason ?? 'DECLINED');

      const periodEnd = addPeriod(sub.period_end, sub.period as SubscriptionPeriod);
      await trx
        .insertInto('charge')
        .values({ id: randomUUID(), payment_id: paymentId, ...amount })
        .execute();
      await trx.updateTable('basket').set({ status: 'PAID' }).where('id', '=', basketId).execute();
      await trx
        .updateTable('subscription')
        .set({ period_end: periodEnd, amount: price.amount, scale: price.scale, currency: price.currency })
        .where('id', '=', sub.id)
        .execute();
      await trx
        .updateTable('entitlement')
        .set({ expires_at: sql<Date>`greatest(expires_at, ${periodEnd})` })
        .where('user_id', '=', sub.user_id)
        .where('licence_id', '=', sub.licence_id)
        .where('expires_at', 'is not', null)
        .execute();
      return { subscriptionId: sub.id, status: 'RENEWED', periodEnd: periodEnd.toISOString(), reason: null };
    });
  }

  return {
    async renewDue(limit = 100) {
      const due = await db
        .selectFrom('subscription')
        .select(['id', 'realm', 'licence_id'])
        .where('cancelled_at', 'is', null)
        .where('period_end', '<=', now())
        .orderBy('period_end')
        .limit(limit)
        .execute();
      const outcomes: RenewalOutcome[] = [];
      for (const { id, realm, licence_id } of due) {
        const outcome = await renewOne(id, realm, licence_id);
        if (outcome) outcomes.push(outcome);
      }
      return outcomes;
    },
  };
}
