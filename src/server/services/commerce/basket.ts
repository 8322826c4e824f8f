// Baskets (spec §3 "Basket (v4)"): one licence at its catalogue price (the local amount first,
// else the default), an optional voucher, tax estimated from the country, and the payment
// providers the realm offers that can pay the total. A gift's basket also says what the gift is
// and, once paid, its redemption id (decisions 0040, 0041).
import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Basket, MoneyAnswer } from '../../../contracts/commerce.ts';
import { licence as licenceSchema, type Licence } from '../../../contracts/licence.ts';
import { licenceOffered } from '../../../contracts/partition-rules.ts';
import { licencePrice } from '../../../contracts/price.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import type { BasketTable } from '../../db/schema-commerce.ts';
import { HttpError, notFound } from '../../errors.ts';
import { accountRules, tokenPartition } from '../auth/rules.ts';
import type { LicenceService } from '../licences.ts';
import { badRequest, conflict } from './errors.ts';
import type { GiftRow } from './gifts.ts';
import { sums, type Sums } from './pricing.ts';
import { providerNamed } from './providers.ts';
import { discountOfVoucher, findVoucher, usableVoucher, type VoucherRow } from './vouchers.ts';

export type BasketRow = Selectable<BasketTable>;

/** A basket with what its answer and its payment need (`gift`: a gift's basket, decision 0040). */
export type PricedBasket = {
  row: BasketRow;
  licence: Licence;
  price: MoneyAnswer;
  voucher: VoucherRow | null;
  sums: Sums;
  answer: Basket;
  gift: GiftRow | null;
  /** The free trial's length when the basket starts one (decision 0042): nothing is charged now. */
  trialDays: number | null;
};

export type BasketService = {
  create(realm: RealmSettings, userId: string, input: { licenceId: string; countryCode?: string | undefined }): Promise<Basket>;
  get(realm: RealmSettings, userId: string, id: string): Promise<Basket>;
  applyVoucher(realm: RealmSettings, userId: string, id: string, code: string): Promise<Basket>;
  removeVoucher(realm: RealmSettings, userId: string, id: string): Promise<Basket>;
  /** The basket priced now (db may be a transaction; `lock` holds the row for the payment). */
  priced(db: Db, realm: RealmSettings, userId: string, id: string, lock?: boolean): Promise<PricedBasket>;
};

const moneyOf = (amount: number, price: MoneyAnswer): MoneyAnswer => ({ amount, scale: price.scale, currency: price.currency });

const DAY_MS = 86_400_000;

/** When a free trial started at `start` ends. */
export const trialEnd = (start: Date, days: number): Date => new Date(start.getTime() + days * DAY_MS);

/**
 * Whether a customer is offered a licence's free trial (decision 0042): a subscription with trial
 * days, to a customer who has never held a subscription to it (a trial is had once).
 */
export async function trialOffered(conn: Db, userId: string, licence: Licence): Promise<boolean> {
  if (!licence.freeTrialDays || licence.purchaseStrategy.type !== 'SUBSCRIPTION') return false;
  const earlier = await conn
    .selectFrom('subscription')
    .select('id')
    .where('user_id', '=', userId)
    .where('licence_id', '=', licence.id)
    .executeTakeFirst();
  return !earlier;
}

export function createBasketService(db: Db, licences: LicenceService, now: () => Date): BasketService {
  async function countryFor(userId: string, given: string | undefined): Promise<string | null> {
    if (given) return given;
    const user = await db.selectFrom('app_user').select('country_code').where('id', '=', userId).executeTakeFirst();
    if (user?.country_code) return user.country_code.toUpperCase();
    const address = await db
      .selectFrom('billing_address')
      .select('country_code')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    return address && address.country_code !== 'ZZ' ? address.country_code : null;
  }

  /**
   * Decision 0042: in a PARTITIONED realm a licence that names partitions is sold only to an
   * account in one of them (its partition as its tokens carry it).
   */
  async function checkPartition(realm: RealmSettings, userId: string, licence: Licence): Promise<void> {
    const partitioned = realm.partitionSettings.status === 'PARTITIONED';
    if (licenceOffered(licence, partitioned, null)) return;
    const user = await db.selectFrom('app_user').select('partition_id').where('id', '=', userId).executeTakeFirst();
    const partition = tokenPartition(partitioned, await accountRules(db, realm.realm), user?.partition_id ?? null);
    if (licenceOffered(licence, partitioned, partition)) return;
    throw new HttpError(403, 'FORBIDDEN', 'This licence is not sold in your partition', {
      messageKey: 'licenceNotInPartition',
      details: { reason: 'NOT_IN_PARTITION', partition, partitions: licence.partitions ?? [] },
    });
  }

  /** A trial ends `days` after it starts: now for an open basket, at its payment for a paid one. */
  async function trialOf(conn: Db, row: BasketRow, days: number, total: MoneyAnswer): Promise<NonNullable<Basket['freeTrial']>> {
    const paid =
      row.status === 'PAID'
        ? await conn
            .selectFrom('payment')
            .select('updated_at')
            .where('basket_id', '=', row.id)
            .where('status', '=', 'SUCCEEDED')
            .executeTakeFirst()
        : undefined;
    return { days, endsAt: trialEnd(paid?.updated_at ?? now(), days).toISOString(), dueToday: moneyOf(0, total), firstCharge: total };
  }

  async function priced(conn: Db, realm: RealmSettings, userId: string, id: string, lock = false): Promise<PricedBasket> {
    let query = conn.selectFrom('basket').selectAll().where('id', '=', id).where('user_id', '=', userId).where('realm', '=', realm.realm);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('No such basket');
    // Read through `conn`: inside a payment's transaction PGlite has only that connection.
    const stored = await conn
      .selectFrom('licence')
      .select('licence')
      .where('realm', '=', realm.realm)
      .where('id', '=', row.licence_id)
      .executeTakeFirst();
    const licence = stored ? licenceSchema.parse(stored.licence) : null;
    const price = licence && licencePrice(licence.amounts);
    if (!licence || !price) throw notFound('The basket’s licence is no longer sold');
    // A gift's basket costs the period's price times the periods given.
    const gift =
      (await conn
        .selectFrom('gift')
        .select(['id', 'licence_id', 'recipient_email', 'note', 'number_of_periods', 'paid_at', 'redeemed_at'])
        .where('basket_id', '=', row.id)
        .executeTakeFirst()) ?? null;
    const catalog: MoneyAnswer = { amount: price.amount * (gift?.number_of_periods ?? 1), scale: price.scale, currency: price.currency };
    const voucher = row.voucher_code ? await findVoucher(conn, realm.realm, row.voucher_code) : null;
    const rate = row.country_code
      ? await conn.selectFrom('tax_rate').select('rate_bp').where('country_code', '=', row.country_code).executeTakeFirst()
      : undefined;
    const s = sums(catalog, voucher ? discountOfVoucher(voucher) : null, rate?.rate_bp ?? null);
    // A trial is offered while there is something to charge at its end (a voucher may cover it all).
    const trialDays = row.free_trial_days && !gift && s.total > 0 ? row.free_trial_days : null;
    const freeTrial = trialDays ? await trialOf(conn, row, trialDays, moneyOf(s.total, catalog)) : null;
    const answer: Basket = {
      id: row.id,
      status: row.status,
      basketItems: [
        {
          id: licence.id,
          type: gift ? 'GIFT' : 'LICENCE',
          licenceId: licence.id,
          name: licence.name,
          description: licence.description,
          catalogPrice: catalog,
          discount: moneyOf(s.discount, catalog),
          tax: moneyOf(s.tax, catalog),
          total: moneyOf(s.total, catalog),
        },
      ],
      voucher: voucher
        ? { code: voucher.code, name: voucher.name, description: voucher.description, discount: moneyOf(s.discount, catalog), valid: true }
        : null,
      availablePaymentProviders: realm.paymentProviders.flatMap((p) => {
        const provider = providerNamed(p.name);
        if (!provider?.accepts(s.total)) return [];
        return [
          {
            name: p.name,
            paymentProviderType: provider.type,
            paymentProviderGroupType: provider.group,
            targetPaymentProvider: provider.name,
            details: p.details,
          },
        ];
      }),
      tax: moneyOf(s.tax, catalog),
      totalDiscount: moneyOf(s.discount, catalog),
      total: moneyOf(s.total, catalog),
      // The buyer's view of a gift: the redemption id once paid (decision 0041), for them to pass on.
      gift: gift
        ? {
            recipientEmail: gift.recipient_email,
            note: gift.note,
            period: licence.purchaseStrategy.subscriptionPeriod ?? 'P1M',
            numberOfPeriods: gift.number_of_periods,
            redemptionId: gift.paid_at === null ? null : gift.id,
            redeemed: gift.redeemed_at !== null,
          }
        : null,
      totalExcTax: moneyOf(s.totalExcTax, catalog),
      taxRateEstimated: { countryCode: row.country_code, percent: (rate?.rate_bp ?? 0) / 100, known: rate !== undefined },
      zeroBalance: s.total === 0,
      freeTrial,
    };
    return { row, licence, price: catalog, voucher, sums: s, answer, gift, trialDays };
  }

  async function openBasket(realm: RealmSettings, userId: string, id: string): Promise<PricedBasket> {
    const basket = await priced(db, realm, userId, id);
    if (basket.row.status !== 'OPEN') throw conflict('This basket has been paid', 'basketPaid');
    return basket;
  }

  return {
    priced,
    async create(realm, userId, input) {
      const licence = await licences.byId(realm.realm, input.licenceId);
      if (!licence || licence.status !== 'ACTIVE') throw notFound('No such licence', 'generic');
      if (!licencePrice(licence.amounts)) throw badRequest('This licence has no price', 'generic');
      await checkPartition(realm, userId, licence);
      if (licence.purchaseStrategy.type === 'SUBSCRIPTION') {
        const current = await db
          .selectFrom('subscription')
          .select('id')
          .where('user_id', '=', userId)
          .where('licence_id', '=', licence.id)
          .where('period_end', '>', now())
          .executeTakeFirst();
        if (current) throw conflict('The customer already holds this subscription', 'alreadySubscribed', { subscriptionId: current.id });
      }
      const id = randomUUID();
      await db
        .insertInto('basket')
        .values({
          id,
          realm: realm.realm,
          user_id: userId,
          licence_id: licence.id,
          country_code: await countryFor(userId, input.countryCode),
          free_trial_days: (await trialOffered(db, userId, licence)) ? (licence.freeTrialDays ?? null) : null,
        })
        .execute();
      return (await priced(db, realm, userId, id)).answer;
    },
    async get(realm, userId, id) {
      return (await priced(db, realm, userId, id)).answer;
    },
    async applyVoucher(realm, userId, id, code) {
      if (!realm.hasVouchers) throw new HttpError(403, 'FORBIDDEN', 'This realm has no vouchers', { messageKey: 'generic' });
      const basket = await openBasket(realm, userId, id);
      const voucher = await usableVoucher(db, realm.realm, code, basket.licence.id, basket.price.currency, now());
      await db.updateTable('basket').set({ voucher_code: voucher.code }).where('id', '=', id).execute();
      return (await priced(db, realm, userId, id)).answer;
    },
    async removeVoucher(realm, userId, id) {
      await openBasket(realm, userId, id);
      await db.updateTable('basket').set({ voucher_code: null }).where('id', '=', id).execute();
      return (await priced(db, realm, userId, id)).answer;
    },
  };
}
