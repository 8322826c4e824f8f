// Paying a basket (decision 0037). A pay carries an idempotency key: the first pay with a key
// decides, and every retry with it answers what the first answered, without charging again.
// Everything a pay writes — the payment, the charge, the entitlement, the subscription, the
// voucher's redemption and the basket's status — is one transaction, so a process that dies
// half-way leaves nothing behind and the retry starts over. The unique key (user, idempotency
// key) makes a concurrent retry wait for the first and then read its answer.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentAnswer } from '../../../contracts/commerce.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import type { PaymentTable } from '../../db/schema-commerce.ts';
import { notFound } from '../../errors.ts';
import { trialEnd, trialOffered, type BasketService, type PricedBasket } from './basket.ts';
import { grantLicence } from './entitlements.ts';
import { completeGift } from './gifts.ts';
import { badRequest, conflict, declined, trialNotAcknowledged, voucherRefused } from './errors.ts';
import { providerNamed, type CardInput, type CardToken, type PaymentProvider } from './providers.ts';
import { redeem, voucherProblem } from './vouchers.ts';

export type PayInput = {
  realm: RealmSettings;
  userId: string;
  basketId: string;
  idempotencyKey: string;
  paymentProvider: string;
  card?: CardInput | undefined;
  cardId?: string | undefined;
  saveCard?: boolean | undefined;
  /** Where mailed links point (routes/session-links.ts): a gift's redemption link. */
  linkBase?: string | undefined;
  /** The viewer acknowledged the free trial's terms (decision 0042). */
  freeTrialAcknowledged?: boolean | undefined;
};

/** HTTP status and body of a pay: 201 paid, 202 waiting for the authorisation step. */
export type PayResult = { status: 201 | 202; answer: PaymentAnswer };

export type PaymentService = {
  pay(input: PayInput): Promise<PayResult>;
  authorise(input: {
    realm: RealmSettings;
    userId: string;
    paymentId: string;
    code: string;
    linkBase?: string | undefined;
  }): Promise<PayResult>;
};

export type PaymentHooks = {
  /** Runs inside the transaction right after the charge row is written (the crash test's hook). */
  afterCharge?: (() => void) | undefined;
};

type PaymentRow = Selectable<PaymentTable>;

// A finished payment's outcome, kept on its row and replayed to retries.
type Stored = { kind: 'answer'; result: PayResult } | { kind: 'declined'; reason: string };

function replay(row: PaymentRow): PayResult {
  if (row.status === 'DECLINED') throw declined(row.decline_reason ?? 'DECLINED', row.id);
  const stored = row.answer as Stored | null;
  if (stored?.kind === 'answer') return stored.result;
  return pendingResult(row);
}

function pendingResult(row: Pick<PaymentRow, 'id' | 'amount' | 'scale' | 'currency'>): PayResult {
  return {
    status: 202,
    answer: {
      paymentId: row.id,
      status: 'AUTHORISATION_REQUIRED',
      amount: { amount: row.amount, scale: row.scale, currency: row.currency },
      authorisation: { id: row.id },
      entitlement: null,
    },
  };
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export function createPaymentService(db: Db, baskets: BasketService, now: () => Date, hooks: PaymentHooks = {}): PaymentService {
  function providerFor(realm: RealmSettings, name: string, total: number): { provider: PaymentProvider; details: Record<string, string> } {
    const listed = realm.paymentProviders.find((p) => p.name === name);
    const provider = listed ? providerNamed(name) : null;
    if (!listed || !provider)
      throw badRequest(`This realm does not offer the payment provider ${name}`, 'paymentProviderUnavailable', { paymentProvider: name });
    if (!provider.accepts(total)) {
      throw badRequest(`The payment provider ${name} cannot pay this total`, 'paymentProviderUnavailable', {
        paymentProvider: name,
        total,
      });
    }
    return { provider, details: listed.details };
  }

  async function cardFor(
    trx: Db,
    input: PayInput,
    provider: PaymentProvider,
    details: Record<string, string>,
    keep: boolean,
  ): Promise<{ id: string; token: CardToken } | null> {
    if (!provider.tokenise) return null;
    if (input.cardId) {
      const saved = await trx
        .selectFrom('payment_card')
        .selectAll()
        .where('id', '=', input.cardId)
        .where('user_id', '=', input.userId)
        .where('provider', '=', provider.name)
        .where('saved', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!saved) throw notFound('No such card');
      return {
        id: saved.id,
        token: {
          token: saved.token,
          brand: saved.brand,
          lastFour: saved.last_four,
          expiryMonth: saved.expiry_month,
          expiryYear: saved.expiry_year,
          holderName: saved.holder_name,
        },
      };
    }
    if (!input.card) throw badRequest('A card is needed to pay with this provider', 'cardRequired');
    const token = provider.tokenise(input.card, details, now());
    if ('refused' in token) throw badRequest('This card cannot be used', 'cardRefused', { reason: token.refused });
    const id = randomUUID();
    await trx
      .insertInto('payment_card')
      .values({
        id,
        realm: input.realm.realm,
        user_id: input.userId,
        provider: provider.name,
        token: token.token,
        brand: token.brand,
        last_four: token.lastFour,
        expiry_month: token.expiryMonth,
        expiry_year: token.expiryYear,
        holder_name: token.holderName,
        saved: keep,
      })
      .execute();
    return { id, token };
  }

  /** The money taken and what it bought, in the caller's transaction. */
  async function complete(
    trx: Db,
    payment: PaymentRow | { id: string; card_id: string | null },
    basket: PricedBasket,
    userId: string,
    realm: string,
    linkBase: string,
  ): Promise<PayResult> {
    const at = now();
    if (basket.voucher) {
      const problem = voucherProblem(basket.voucher, basket.licence.id, basket.price.currency, at);
      if (problem) throw voucherRefused(problem, basket.voucher.code);
      if (!(await redeem(trx, basket.voucher))) throw voucherRefused('USED_UP', basket.voucher.code);
    }
    // A free trial charges nothing now; its end is the subscription's first billing date.
    const amount = { amount: basket.trialDays ? 0 : basket.sums.total, scale: basket.price.scale, currency: basket.price.currency };
    await trx
      .insertInto('charge')
      .values({ id: randomUUID(), payment_id: payment.id, ...amount })
      .execute();
    hooks.afterCharge?.();
    // A gift's buyer gets the gift (its recipient the mail), not the licence.
    const gift = basket.gift ? await completeGift(trx, basket.gift, { realm, name: basket.licence.name, linkBase, now: at }) : null;
    const entitlement = gift
      ? null
      : await grantLicence(trx, {
          realm,
          userId,
          licence: basket.licence,
          price: basket.price,
          now: at,
          cardId: payment.card_id,
          trialEndsAt: basket.trialDays ? trialEnd(at, basket.trialDays) : null,
        });
    await trx.updateTable('basket').set({ status: 'PAID' }).where('id', '=', basket.row.id).execute();
    const result: PayResult = {
      status: 201,
      answer: { paymentId: payment.id, status: 'SUCCEEDED', amount, authorisation: null, entitlement, gift },
    };
    const stored: Stored = { kind: 'answer', result };
    await trx
      .updateTable('payment')
      .set({ status: 'SUCCEEDED', answer: JSON.stringify(stored), updated_at: at })
      .where('id', '=', payment.id)
      .execute();
    return result;
  }

  async function findByKey(conn: Db, userId: string, key: string): Promise<PaymentRow | undefined> {
    return conn.selectFrom('payment').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  }

  function replayFor(row: PaymentRow, basketId: string): PayResult {
    if (row.basket_id !== basketId) {
      throw conflict('This Idempotency-Key was used for another basket', 'idempotencyKeyReused', { paymentId: row.id });
    }
    return replay(row);
  }

  async function attempt(input: PayInput): Promise<PayResult | { declinedReason: string; paymentId: string }> {
    return db.transaction().execute(async (trx) => {
      const earlier = await findByKey(trx, input.userId, input.idempotencyKey);
      if (earlier) return replayFor(earlier, input.basketId);
      const basket = await baskets.priced(trx, input.realm, input.userId, input.basketId, true);
      if (basket.row.status !== 'OPEN') throw conflict('This basket has been paid', 'basketPaid');
      const { provider, details } = providerFor(input.realm, input.paymentProvider, basket.sums.total);
      const trial = basket.answer.freeTrial;
      if (trial) {
        if (input.realm.compulsoryTrial && input.freeTrialAcknowledged !== true) throw trialNotAcknowledged(trial.endsAt);
        // Another basket started this licence's trial meanwhile: this one's price was not the one shown.
        if (!(await trialOffered(trx, input.userId, basket.licence))) {
          throw conflict('The free trial of this licence has been used: open a new basket', 'freeTrialUsed');
        }
      }
      // A trial's card is kept: its first charge is due when the trial ends.
      const card = await cardFor(trx, input, provider, details, (input.saveCard ?? false) || trial !== null);
      const payment = {
        id: randomUUID(),
        realm: input.realm.realm,
        user_id: input.userId,
        idempotency_key: input.idempotencyKey,
        basket_id: basket.row.id,
        provider: provider.name,
        card_id: card?.id ?? null,
        amount: trial ? 0 : basket.sums.total,
        scale: basket.price.scale,
        currency: basket.price.currency,
        description: basket.gift ? `Gift: ${basket.licence.name}` : basket.licence.name,
      };
      const outcome = provider.charge({
        amount: { amount: payment.amount, scale: payment.scale, currency: payment.currency },
        paymentId: payment.id,
        card: card?.token ?? null,
        details,
      });
      if (outcome.status === 'APPROVED') {
        await trx
          .insertInto('payment')
          .values({ ...payment, status: 'AUTHORISATION_REQUIRED' })
          .execute();
        return complete(trx, payment, basket, input.userId, input.realm.realm, input.linkBase ?? '');
      }
      if (outcome.status === 'AUTHORISATION_REQUIRED') {
        await trx
          .insertInto('payment')
          .values({ ...payment, status: 'AUTHORISATION_REQUIRED' })
          .execute();
        return pendingResult(payment);
      }
      await trx
        .insertInto('payment')
        .values({ ...payment, status: 'DECLINED', decline_reason: outcome.reason })
        .execute();
      return { declinedReason: outcome.reason, paymentId: payment.id };
    });
  }

  return {
    async pay(input) {
      let result;
      try {
        result = await attempt(input);
      } catch (error) {
        // A concurrent pay with the same key committed first: answer what it answered.
        if (!isUniqueViolation(error)) throw error;
        const first = await findByKey(db, input.userId, input.idempotencyKey);
        if (!first) throw error;
        result = replayFor(first, input.basketId);
      }
      // A decline is kept (the retry hears it again), so it is thrown after the commit.
      if ('declinedReason' in result) throw declined(result.declinedReason, result.paymentId);
      return result;
    },

    async authorise({ realm, userId, paymentId, code, linkBase }) {
      const result = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('payment')
          .selectAll()
          .where('id', '=', paymentId)
          .where('user_id', '=', userId)
          .where('realm', '=', realm.realm)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound('No such payment');
        if (row.status !== 'AUTHORISATION_REQUIRED') return { kind: 'replay' as const, row };
        const basket = await baskets.priced(trx, realm, userId, row.basket_id, true);
        const provider = providerNamed(row.provider);
        const details = realm.paymentProviders.find((p) => p.name === row.provider)?.details ?? {};
        const card = row.card_id
          ? await trx.selectFrom('payment_card').selectAll().where('id', '=', row.card_id).executeTakeFirst()
          : undefined;
        const outcome =
          basket.row.status !== 'OPEN'
            ? ({ status: 'DECLINED', reason: 'BASKET_ALREADY_PAID' } as const)
            : (provider?.authorise({
                code,
                amount: { amount: row.amount, scale: row.scale, currency: row.currency },
                paymentId: row.id,
                card: card
                  ? {
                      token: card.token,
                      brand: card.brand,
                      lastFour: card.last_four,
                      expiryMonth: card.expiry_month,
                      expiryYear: card.expiry_year,
                      holderName: card.holder_name,
                    }
                  : null,
                details,
              }) ?? ({ status: 'DECLINED', reason: 'PROVIDER_UNAVAILABLE' } as const));
        if (outcome.status === 'APPROVED')
          return { kind: 'done' as const, result: await complete(trx, row, basket, userId, realm.realm, linkBase ?? '') };
        const reason = outcome.status === 'DECLINED' ? outcome.reason : 'AUTHORISATION_FAILED';
        await trx
          .updateTable('payment')
          .set({ status: 'DECLINED', decline_reason: reason, updated_at: now() })
          .where('id', '=', row.id)
          .execute();
        return { kind: 'declined' as const, reason };
      });
      if (result.kind === 'replay') return replay(result.row);
      if (result.kind === 'declined') throw declined(result.reason, paymentId);
      return result.result;
    },
  };
}
