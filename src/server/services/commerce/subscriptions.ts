// The customer's subscriptions (decision 0037): ACTIVE renews at the end of its period;
// CANCELLED does not, but stays active (and its entitlement holds) until that end; EXPIRED has
// ended. Reactivating a cancelled subscription before its end makes it renew again. Price
// migrations ask the customer's consent before a deadline: accepted, the subscription renews
// at the new price from its date; declined, it is cancelled at the end of its period.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { subscription, priceMigration } from '../../../contracts/commerce.ts';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../errors.ts';
import { badRequest, conflict } from './errors.ts';

type SubscriptionAnswer = z.infer<typeof subscription>;
type PriceMigrationAnswer = z.infer<typeof priceMigration>;
type Owner = { realm: string; userId: string };

export type SubscriptionService = {
  list(owner: Owner): Promise<SubscriptionAnswer[]>;
  cancel(owner: Owner, id: string): Promise<SubscriptionAnswer>;
  reactivate(owner: Owner, id: string): Promise<SubscriptionAnswer>;
  /** Renews the subscription with another saved card of the customer's (decision 0042). */
  setCard(owner: Owner, cardId: string, id: string): Promise<SubscriptionAnswer>;
  pendingMigrations(owner: Owner): Promise<PriceMigrationAnswer[]>;
  answerMigration(owner: Owner, id: string, accept: boolean): Promise<PriceMigrationAnswer>;
  announceMigration(
    realm: string,
    licenceId: string,
    input: { newAmount: { amount: number; scale: number; currency: string }; effectiveDate: string; deadline: string },
  ): Promise<number>;
};

/** A card is good to the end of its expiry month (UTC). */
export function cardExpired(month: number, year: number, at: Date): boolean {
  return year < at.getUTCFullYear() || (year === at.getUTCFullYear() && month < at.getUTCMonth() + 1);
}

const money = (r: { amount: number; scale: number; currency: string }) => ({ amount: r.amount, scale: r.scale, currency: r.currency });

export function createSubscriptionService(db: Db, now: () => Date): SubscriptionService {
  const base = (owner: Owner) =>
    db
      .selectFrom('subscription as s')
      .innerJoin('licence as l', (j) => j.onRef('l.realm', '=', 's.realm').onRef('l.id', '=', 's.licence_id'))
      .where('s.user_id', '=', owner.userId)
      .where('s.realm', '=', owner.realm);

  async function rows(owner: Owner, id?: string) {
    let q = base(owner)
      .leftJoin('payment_card as c', (j) => j.onRef('c.id', '=', 's.card_id').on('c.deleted_at', 'is', null))
      .selectAll('s')
      .select(['c.brand', 'c.last_four', 'c.expiry_month', 'c.expiry_year'])
      .select((eb) => eb.ref('l.licence').as('doc'));
    if (id) q = q.where('s.id', '=', id);
    const found = await q.orderBy('s.started_at', 'desc').orderBy('s.id').execute();
    const ids = found.map((r) => r.id);
    const accepted = ids.length
      ? await db
          .selectFrom('price_migration')
          .selectAll()
          .where('subscription_id', 'in', ids)
          .where('customer_confirmed', '=', true)
          .orderBy('effective_at', 'desc')
          .execute()
      : [];
    const at = now();
    return found.map((r): SubscriptionAnswer => {
      const ended = r.period_end <= at;
      const status = ended ? 'EXPIRED' : r.cancelled_at ? 'CANCELLED' : 'ACTIVE';
      const next = accepted.find((m) => m.subscription_id === r.id);
      return {
        id: r.id,
        licenceId: r.licence_id,
        name: (r.doc as { name?: string }).name ?? r.licence_id,
        status,
        active: !ended,
        period: r.period as SubscriptionAnswer['period'],
        price: money(r),
        startedAt: r.started_at.toISOString(),
        periodEnd: r.period_end.toISOString(),
        nextBillingDate: status === 'ACTIVE' ? r.period_end.toISOString() : null,
        nextPrice: status === 'ACTIVE' && next ? money(next) : null,
        card:
          r.card_id && r.brand && r.last_four && r.expiry_month !== null && r.expiry_year !== null
            ? { id: r.card_id, brand: r.brand, lastFour: r.last_four, expiryMonth: r.expiry_month, expiryYear: r.expiry_year }
            : null,
        freeTrialEndsAt: r.trial_ends_at?.toISOString() ?? null,
      };
    });
  }

  async function one(owner: Owner, id: string): Promise<SubscriptionAnswer> {
    const [found] = await rows(owner, id);
    if (!found) throw notFound('No such subscription');
    return found;
  }

  async function migrations(owner: Owner, id?: string): Promise<PriceMigrationAnswer[]> {
    let q = base(owner)
      .innerJoin('price_migration as m', 'm.subscription_id', 's.id')
      .select(['m.id', 'm.subscription_id', 'm.amount', 'm.scale', 'm.currency', 'm.effective_at', 'm.deadline', 'm.customer_confirmed'])
      .select(['s.licence_id', 's.amount as current_amount', 's.scale as current_scale', 's.currency as current_currency'])
      .select((eb) => eb.ref('l.licence').as('doc'));
    q = id ? q.where('m.id', '=', id) : q.where('m.customer_confirmed', '=', false).where('m.deadline', '>', now());
    const found = await q.orderBy('m.deadline').orderBy('m.id').execute();
    return found.map((m) => ({
      id: m.id,
      subscriptionId: m.subscription_id,
      licenceId: m.licence_id,
      name: (m.doc as { name?: string }).name ?? m.licence_id,
      currentPrice: { amount: m.current_amount, scale: m.current_scale, currency: m.current_currency },
      newPrice: money(m),
      effectiveDate: m.effective_at.toISOString(),
      consent: { deadline: m.deadline.toISOString(), customerConfirmed: m.customer_confirmed },
    }));
  }

  return {
    list: (owner) => rows(owner),
    async cancel(owner, id) {
      const current = await one(owner, id);
      if (current.status === 'EXPIRED') throw conflict('This subscription has ended', 'subscriptionEnded');
      if (current.status === 'ACTIVE') {
        await db.updateTable('subscription').set({ cancelled_at: now() }).where('id', '=', id).execute();
      }
      return one(owner, id);
    },
    async reactivate(owner, id) {
      const current = await one(owner, id);
      if (current.status === 'EXPIRED') throw conflict('This subscription has ended: buy it again', 'subscriptionEnded');
      if (current.status === 'CANCELLED') {
        await db.updateTable('subscription').set({ cancelled_at: null }).where('id', '=', id).execute();
      }
      return one(owner, id);
    },
    async setCard(owner, cardId, id) {
      const current = await one(owner, id);
      if (current.status === 'EXPIRED') throw conflict('This subscription has ended', 'subscriptionEnded');
      const card = await db
        .selectFrom('payment_card')
        .select(['id', 'expiry_month', 'expiry_year'])
        .where('id', '=', cardId)
        .where('user_id', '=', owner.userId)
        .where('realm', '=', owner.realm)
        .where('saved', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!card) throw notFound('No such card', 'cardNotFound');
      if (cardExpired(card.expiry_month, card.expiry_year, now())) {
        throw badRequest('This card has expired', 'cardExpired', { reason: 'EXPIRED' });
      }
      await db.updateTable('subscription').set({ card_id: card.id }).where('id', '=', id).execute();
      return one(owner, id);
    },
    pendingMigrations: (owner) => migrations(owner),
    async answerMigration(owner, id, accept) {
      const [found] = await migrations(owner, id);
      if (!found) throw notFound('No such price change');
      if (found.consent.customerConfirmed !== false) throw conflict('This price change has been answered', 'priceMigrationAnswered');
      if (new Date(found.consent.deadline) <= now()) throw conflict('The deadline to answer has passed', 'priceMigrationClosed');
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('price_migration')
          .set({ customer_confirmed: accept ? true : null, answered_at: at })
          .where('id', '=', id)
          .where('customer_confirmed', '=', false)
          .execute();
        if (!accept) {
          await trx
            .updateTable('subscription')
            .set({ cancelled_at: at })
            .where('id', '=', found.subscriptionId)
            .where('cancelled_at', 'is', null)
            .execute();
        }
      });
      const [answered] = await migrations(owner, id);
      if (!answered) throw notFound('No such price change');
      return answered;
    },
    async announceMigration(realm, licenceId, input) {
      const at = now();
      const deadline = new Date(input.deadline);
      const effective = new Date(input.effectiveDate);
      if (deadline <= at) throw badRequest('The deadline must be in the future', 'generic', { field: 'deadline' });
      if (effective < deadline)
        throw badRequest('The new price cannot start before the deadline to answer', 'generic', { field: 'effectiveDate' });
      const licence = await db.selectFrom('licence').select('id').where('realm', '=', realm).where('id', '=', licenceId).executeTakeFirst();
      if (!licence) throw notFound('No such licence');
      const subscribers = await db
        .selectFrom('subscription')
        .select('id')
        .where('realm', '=', realm)
        .where('licence_id', '=', licenceId)
        .where('currency', '=', input.newAmount.currency)
        .where('cancelled_at', 'is', null)
        .where('period_end', '>', at)
        .execute();
      if (subscribers.length === 0) return 0;
      await db
        .insertInto('price_migration')
        .values(
          subscribers.map((s) => ({
            id: randomUUID(),
            subscription_id: s.id,
            ...input.newAmount,
            effective_at: effective,
            deadline,
            customer_confirmed: false,
          })),
        )
        .execute();
      return subscribers.length;
    },
  };
}
