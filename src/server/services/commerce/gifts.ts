// Gifts (spec §7 "v4 gifts", decision 0040). Where the realm's gifting is ENABLED, its active
// subscriptions are sold as gifts of 1..n periods (contracts/gifts.ts). Adding one makes a
// basket of its own, priced by baskets.priced at the period's price times the periods; paying it
// goes through the ordinary pay (idempotent, one transaction), which calls `completeGift` in
// place of granting a licence: the gift is marked paid and the recipient's mail (its redemption
// id) is written to the outbox in the same transaction, so a retried pay mails once. The buyer's
// pay answer and basket carry the redemption id too (decision 0041). Redeeming gives the
// redeeming account the licence for the periods bought, once.
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Basket } from '../../../contracts/commerce.ts';
import { GIFT_PERIODS, type GiftItem } from '../../../contracts/gifts.ts';
import type { Licence } from '../../../contracts/licence.ts';
import { addPeriod, licencePrice, type SubscriptionPeriod } from '../../../contracts/price.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { appLink } from '../auth/outbox.ts';
import type { LicenceService } from '../licences.ts';
import type { BasketService } from './basket.ts';
import { badRequest, conflict } from './errors.ts';

export type GiftRow = {
  id: string;
  licence_id: string;
  recipient_email: string;
  note: string | null;
  number_of_periods: number;
};

type GiftCatalogue = { gifts: GiftItem[]; taxRateEstimated: { countryCode: string | null; percent: number; known: boolean } };
type Redemption = {
  id: string;
  licenceId: string;
  name: string;
  description: string;
  period: SubscriptionPeriod;
  numberOfPeriods: number;
  note: string | null;
  redeemed: boolean;
};

export type GiftService = {
  /** `locale`: the gifts' names and descriptions in it (lk, else the caller's language). */
  catalogue(realm: RealmSettings, countryCode: string | undefined, locale?: string): Promise<GiftCatalogue>;
  addToBasket(
    realm: RealmSettings,
    userId: string,
    licenceId: string,
    input: { countryCode?: string | undefined; recipientEmail: string; note?: string | undefined; numberOfPeriods: number },
  ): Promise<Basket>;
  redemption(realm: RealmSettings, id: string, locale?: string): Promise<Redemption>;
  redeem(
    realm: RealmSettings,
    userId: string,
    id: string,
  ): Promise<{ id: string; entitlement: { licenceId: string; expiresAt: string | null } }>;
};

const periodOf = (licence: Licence): SubscriptionPeriod | null =>
  licence.purchaseStrategy.type === 'SUBSCRIPTION' ? licence.purchaseStrategy.subscriptionPeriod : null;

function giftable(licence: Licence | null): licence is Licence {
  return licence !== null && licence.status === 'ACTIVE' && periodOf(licence) !== null && licencePrice(licence.amounts) !== null;
}

function requireGifting(realm: RealmSettings): void {
  if (realm.gifting !== 'ENABLED')
    throw new HttpError(404, 'NOT_FOUND', 'This service does not offer gifts', { messageKey: 'giftingDisabled' });
}

/** The end of `periods` periods from `from`, each added to the last (31 Jan + 2 months: 31 Mar). */
export function giftEnd(from: Date, period: SubscriptionPeriod, periods: number): Date {
  let end = from;
  for (let i = 0; i < periods; i += 1) end = addPeriod(end, period);
  return end;
}

/** In the payment's transaction: the gift is paid and its recipient mailed the redemption id. */
export async function completeGift(trx: Db, gift: GiftRow, grant: { realm: string; name: string; linkBase: string; now: Date }) {
  await trx.updateTable('gift').set({ paid_at: grant.now }).where('id', '=', gift.id).execute();
  await trx
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      realm: grant.realm,
      to_address: gift.recipient_email,
      kind: 'GIFT',
      subject: `You have been given ${grant.name}`,
      body: `${gift.note ? `${gift.note}\n\n` : ''}Your redemption id is ${gift.id}. Open the link, or enter the id on the gift redemption page, to start watching.`,
      link: appLink(grant.linkBase, '/gifts/redeem', { id: gift.id }),
      created_at: grant.now,
    })
    .execute();
  // The buyer hears the redemption id too (decision 0041): a mistyped address or a lost mail
  // would otherwise leave a paid gift nobody can open.
  return {
    licenceId: gift.licence_id,
    recipientEmail: gift.recipient_email,
    numberOfPeriods: gift.number_of_periods,
    redemptionId: gift.id,
  };
}

export function createGiftService(db: Db, licences: LicenceService, baskets: BasketService, now: () => Date): GiftService {
  async function taxFor(countryCode: string | undefined) {
    const rate = countryCode
      ? await db.selectFrom('tax_rate').select('rate_bp').where('country_code', '=', countryCode).executeTakeFirst()
      : undefined;
    return { countryCode: countryCode ?? null, percent: (rate?.rate_bp ?? 0) / 100, known: rate !== undefined };
  }

  async function paidGift(realm: RealmSettings, id: string, locale?: string) {
    const row = await db
      .selectFrom('gift')
      .selectAll()
      .where('id', '=', id)
      .where('realm', '=', realm.realm)
      .where('paid_at', 'is not', null)
      .executeTakeFirst();
    if (!row) throw notFound('No such gift', 'giftNotFound');
    const licence = await licences.byIdIn(realm, row.licence_id, locale);
    const period = licence && periodOf(licence);
    if (!licence || !period) throw notFound('This gift’s licence is no longer sold', 'giftNotFound');
    return { row, licence, period };
  }

  return {
    async catalogue(realm, countryCode, locale) {
      requireGifting(realm);
      const { licenceFamilies, nonFamilyBasedLicences } = await licences.list(realm, locale);
      const all = [...licenceFamilies.flatMap((f) => f.licences), ...nonFamilyBasedLicences];
      const gifts = all.filter(giftable).map((licence): GiftItem => {
        const period = periodOf(licence) ?? 'P1M';
        const price = licencePrice(licence.amounts);
        const itemPrice = { amount: price?.amount ?? 0, scale: price?.scale ?? 0, currency: price?.currency ?? 'XXX' };
        const range = GIFT_PERIODS[period];
        return {
          externalId: licence.id,
          name: licence.name,
          description: licence.description,
          period,
          itemPrice,
          options: { numberOfPeriods: { type: 'INT_RANGE', min: range.min, max: range.max, value: range.min } },
          total: { ...itemPrice, amount: itemPrice.amount * range.min },
        };
      });
      return { gifts, taxRateEstimated: await taxFor(countryCode) };
    },

    async addToBasket(realm, userId, licenceId, input) {
      requireGifting(realm);
      const licence = await licences.byId(realm.realm, licenceId);
      if (!giftable(licence)) throw notFound('No such gift', 'giftNotFound');
      const range = GIFT_PERIODS[periodOf(licence) ?? 'P1M'];
      if (input.numberOfPeriods < range.min || input.numberOfPeriods > range.max) {
        const field = 'options.numberOfPeriods.value';
        // `fields` as a validation error names them, so a form shows the refusal on its field.
        throw badRequest(`A gift of this licence covers ${range.min} to ${range.max} periods`, 'giftPeriodsOutOfRange', {
          field,
          fields: [{ field, problem: `from ${range.min} to ${range.max}`, messageKey: 'giftPeriodsOutOfRange' }],
          min: range.min,
          max: range.max,
        });
      }
      const basketId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('basket')
          .values({ id: basketId, realm: realm.realm, user_id: userId, licence_id: licence.id, country_code: input.countryCode ?? null })
          .execute();
        await trx
          .insertInto('gift')
          .values({
            id: randomUUID(),
            realm: realm.realm,
            basket_id: basketId,
            buyer_id: userId,
            licence_id: licence.id,
            recipient_email: input.recipientEmail.toLowerCase(),
            note: input.note === undefined || input.note === '' ? null : input.note,
            number_of_periods: input.numberOfPeriods,
          })
          .execute();
      });
      return baskets.get(realm, userId, basketId);
    },

    async redemption(realm, id, locale) {
      requireGifting(realm);
      const { row, licence, period } = await paidGift(realm, id, locale);
      return {
        id: row.id,
        licenceId: licence.id,
        name: licence.name,
        description: licence.description,
        period,
        numberOfPeriods: row.number_of_periods,
        note: row.note,
        redeemed: row.redeemed_at !== null,
      };
    },

    async redeem(realm, userId, id) {
      requireGifting(realm);
      const { period } = await paidGift(realm, id);
      return db.transaction().execute(async (trx) => {
        // The row is held: two redemptions at once are one redemption and one refusal.
        const row = await trx.selectFrom('gift').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
        if (row.redeemed_at !== null) throw conflict('This gift has already been redeemed', 'giftAlreadyRedeemed', { giftId: id });
        const at = now();
        const end = giftEnd(at, period, row.number_of_periods);
        await trx.updateTable('gift').set({ redeemed_by: userId, redeemed_at: at }).where('id', '=', id).execute();
        const granted = await trx
          .insertInto('entitlement')
          .values({ user_id: userId, realm: realm.realm, licence_id: row.licence_id, granted_at: at, expires_at: end })
          .onConflict((oc) =>
            oc.columns(['user_id', 'licence_id']).doUpdateSet({
              granted_at: at,
              // Kept for good stays kept for good; otherwise the later end wins.
              expires_at: sql<Date | null>`case when entitlement.expires_at is null then null else greatest(entitlement.expires_at, ${end}) end`,
            }),
          )
          .returning('expires_at')
          .executeTakeFirstOrThrow();
        const expiresAt = granted.expires_at === null ? null : new Date(granted.expires_at).toISOString();
        return { id, entitlement: { licenceId: row.licence_id, expiresAt } };
      });
    },
  };
}
