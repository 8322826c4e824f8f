// The customer's payment records (spec §7): payment history, saved cards and billing addresses.
// A removed card is hidden, not erased, so the payments made with it keep their brand and last
// four digits. Addresses in the placeholder country ZZ are kept but never listed (spec §3).
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  billingAddress,
  billingAddressBody,
  billingDetailsBody,
  cardPage,
  PaymentDetails,
  PaymentMethod,
  paymentHistory,
} from '../../../contracts/payments.ts';
import type { Db } from '../../db/index.ts';
import type { BillingAddressTable } from '../../db/schema-commerce.ts';
import { notFound } from '../../errors.ts';
import { cardExpired } from './subscriptions.ts';

type Owner = { realm: string; userId: string };
type Address = z.infer<typeof billingAddress>;
type AddressInput = z.infer<typeof billingAddressBody>;

export type RecordService = {
  history(owner: Owner, page: { p: number; rpp: number }): Promise<z.infer<typeof paymentHistory>>;
  cards(owner: Owner, page: { p: number; rpp: number }): Promise<z.infer<typeof cardPage>>;
  deleteCard(owner: Owner, id: string): Promise<void>;
  addresses(owner: Owner): Promise<Record<string, Address>>;
  putAddress(owner: Owner, id: string, input: AddressInput): Promise<Address>;
  billingDetails(owner: Owner, input: z.infer<typeof billingDetailsBody>): Promise<{ address: Address; taxNumber: string | null }>;
  /** Spec §7 GET /payment-details: every saved card with what it pays, and the default address. */
  paymentDetails(owner: Owner): Promise<PaymentDetails>;
  /** Spec §7 GET /payment-details/{id}: one saved card. */
  paymentMethod(owner: Owner, id: string): Promise<PaymentMethod>;
};

/** Payment details list at most this many cards (the cards call pages them, spec §9). */
const METHODS_MAX = 100;

const pages = (count: number, rpp: number) => Math.max(1, Math.ceil(count / rpp));

function addressOf(r: Selectable<BillingAddressTable>): Address {
  return {
    id: r.id,
    countryCode: r.country_code,
    postalCode: r.postal_code,
    line1: r.line1,
    line2: r.line2,
    city: r.city,
    region: r.region,
    default: r.is_default,
  };
}

export function createRecordService(db: Db, now: () => Date): RecordService {
  async function upsertAddress(trx: Db, owner: Owner, id: string, input: AddressInput): Promise<Address> {
    const existing = await trx.selectFrom('billing_address').select(['user_id']).where('id', '=', id).executeTakeFirst();
    if (existing && existing.user_id !== owner.userId) throw notFound('No such address');
    const others = await trx.selectFrom('billing_address').select('id').where('user_id', '=', owner.userId).where('id', '!=', id).execute();
    // The first address is the default; a new default replaces the old one.
    const makeDefault = input.default ?? (others.length === 0 ? true : undefined);
    if (makeDefault) await trx.updateTable('billing_address').set({ is_default: false }).where('user_id', '=', owner.userId).execute();
    const values = {
      country_code: input.countryCode,
      postal_code: input.postalCode ?? null,
      line1: input.line1 ?? null,
      line2: input.line2 ?? null,
      city: input.city ?? null,
      region: input.region ?? null,
      ...(makeDefault === undefined ? {} : { is_default: makeDefault }),
    };
    const row = await trx
      .insertInto('billing_address')
      .values({ id, realm: owner.realm, user_id: owner.userId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    return addressOf(row);
  }

  async function methods(owner: Owner, id?: string): Promise<PaymentMethod[]> {
    let q = db
      .selectFrom('payment_card')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('realm', '=', owner.realm)
      .where('saved', '=', true)
      .where('deleted_at', 'is', null);
    if (id) q = q.where('id', '=', id);
    const cards = await q.orderBy('created_at', 'desc').orderBy('id').limit(METHODS_MAX).execute();
    const ids = cards.map((c) => c.id);
    const paying = ids.length
      ? await db
          .selectFrom('subscription as s')
          .innerJoin('licence as l', (j) => j.onRef('l.realm', '=', 's.realm').onRef('l.id', '=', 's.licence_id'))
          .select(['s.id', 's.card_id', 's.period_end', 's.cancelled_at', 's.licence_id'])
          .select((eb) => eb.ref('l.licence').as('doc'))
          .where('s.user_id', '=', owner.userId)
          .where('s.card_id', 'in', ids)
          .orderBy('s.started_at', 'desc')
          .orderBy('s.id')
          .execute()
      : [];
    const at = now();
    return cards.map((c) => ({
      id: c.id,
      brand: c.brand,
      lastFour: c.last_four,
      expiryMonth: c.expiry_month,
      expiryYear: c.expiry_year,
      holderName: c.holder_name,
      expired: cardExpired(c.expiry_month, c.expiry_year, at),
      subscriptions: paying
        .filter((s) => s.card_id === c.id)
        .map((s) => ({
          id: s.id,
          name: (s.doc as { name?: string }).name ?? s.licence_id,
          status: s.period_end <= at ? ('EXPIRED' as const) : s.cancelled_at ? ('CANCELLED' as const) : ('ACTIVE' as const),
        })),
    }));
  }

  return {
    async paymentDetails(owner) {
      const [paymentMethods, address] = await Promise.all([
        methods(owner),
        db
          .selectFrom('billing_address')
          .selectAll()
          .where('user_id', '=', owner.userId)
          .where('realm', '=', owner.realm)
          .where('is_default', '=', true)
          .where('country_code', '!=', 'ZZ')
          .executeTakeFirst(),
      ]);
      return { paymentMethods, defaultBillingAddress: address ? addressOf(address) : null };
    },
    async paymentMethod(owner, id) {
      const [found] = await methods(owner, id);
      if (!found) throw notFound('No such card', 'cardNotFound');
      return found;
    },
    async history(owner, { p, rpp }) {
      const where = db.selectFrom('payment').where('payment.user_id', '=', owner.userId).where('payment.realm', '=', owner.realm);
      const [{ n }, rows] = await Promise.all([
        where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        where
          .leftJoin('payment_card as c', 'c.id', 'payment.card_id')
          .selectAll('payment')
          .select(['c.brand', 'c.last_four'])
          .orderBy('payment.created_at', 'desc')
          .orderBy('payment.id')
          .limit(rpp)
          .offset((p - 1) * rpp)
          .execute(),
      ]);
      const totalCount = Number(n);
      return {
        payments: rows.map((r) => ({
          id: r.id,
          date: r.created_at.toISOString(),
          description: r.description,
          amount: { amount: r.amount, scale: r.scale, currency: r.currency },
          status: r.status,
          declineReason: r.decline_reason,
          paymentProvider: r.provider,
          card: r.brand && r.last_four ? { brand: r.brand, lastFour: r.last_four } : null,
        })),
        page: p,
        totalPages: pages(totalCount, rpp),
        totalCount,
      };
    },
    async cards(owner, { p, rpp }) {
      const where = db
        .selectFrom('payment_card')
        .where('user_id', '=', owner.userId)
        .where('realm', '=', owner.realm)
        .where('saved', '=', true)
        .where('deleted_at', 'is', null);
      const [{ n }, rows] = await Promise.all([
        where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        where
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(rpp)
          .offset((p - 1) * rpp)
          .execute(),
      ]);
      return {
        cards: rows.map((c) => ({
          id: c.id,
          brand: c.brand,
          lastFour: c.last_four,
          expiryMonth: c.expiry_month,
          expiryYear: c.expiry_year,
          holderName: c.holder_name,
        })),
        cardsCurrentPage: p,
        cardsTotalPages: pages(Number(n), rpp),
      };
    },
    async deleteCard(owner, id) {
      const done = await db
        .updateTable('payment_card')
        .set({ deleted_at: now() })
        .where('id', '=', id)
        .where('user_id', '=', owner.userId)
        .where('realm', '=', owner.realm)
        .where('saved', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw notFound('No such card');
    },
    async addresses(owner) {
      const rows = await db
        .selectFrom('billing_address')
        .selectAll()
        .where('user_id', '=', owner.userId)
        .where('realm', '=', owner.realm)
        .where('country_code', '!=', 'ZZ')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.id, addressOf(r)]));
    },
    putAddress: (owner, id, input) => db.transaction().execute((trx) => upsertAddress(trx, owner, id, input)),
    async billingDetails(owner, input) {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('billing_address')
          .select('id')
          .where('user_id', '=', owner.userId)
          .where('is_default', '=', true)
          .executeTakeFirst();
        const address = await upsertAddress(trx, owner, current?.id ?? crypto.randomUUID(), { ...input.address, default: true });
        const changes = {
          ...(input.taxNumber === undefined ? {} : { tax_number: input.taxNumber }),
          ...(input.fullName === undefined ? {} : { full_name: input.fullName }),
        };
        if (Object.keys(changes).length > 0) await trx.updateTable('app_user').set(changes).where('id', '=', owner.userId).execute();
        const user = await trx.selectFrom('app_user').select('tax_number').where('id', '=', owner.userId).executeTakeFirstOrThrow();
        return { address, taxNumber: user.tax_number };
      });
    },
  };
}
