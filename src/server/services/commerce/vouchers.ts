// Voucher rules (spec §3 "Voucher", §4 voucher apply): a code is matched without regard to case
// and must exist in the realm, have started and not ended, have redemptions left, apply to the
// licence, and (an amount off) be in the basket's currency. Redemptions are counted when a
// payment succeeds, in its transaction.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { VoucherTable } from '../../db/schema-commerce.ts';
import { voucherRefused, type VoucherProblem } from './errors.ts';
import type { VoucherDiscount } from './pricing.ts';

export type VoucherRow = Selectable<VoucherTable>;

export async function findVoucher(db: Db, realm: string, code: string): Promise<VoucherRow | null> {
  const row = await db
    .selectFrom('voucher')
    .selectAll()
    .where('realm', '=', realm)
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row ?? null;
}

export function voucherProblem(v: VoucherRow, licenceId: string, currency: string, now: Date): VoucherProblem | null {
  if (v.valid_from && v.valid_from > now) return 'INVALID';
  if (v.valid_until && v.valid_until <= now) return 'EXPIRED';
  if (v.max_redemptions !== null && v.redemptions >= v.max_redemptions) return 'USED_UP';
  if (v.licence_ids && !v.licence_ids.includes(licenceId)) return 'NOT_APPLICABLE';
  if (v.discount_type === 'AMOUNT' && v.currency !== currency) return 'NOT_APPLICABLE';
  return null;
}

/** The voucher, checked; throws its refusal. */
export async function usableVoucher(
  db: Db,
  realm: string,
  code: string,
  licenceId: string,
  currency: string,
  now: Date,
): Promise<VoucherRow> {
  const v = await findVoucher(db, realm, code);
  if (!v) throw voucherRefused('INVALID', code);
  const problem = voucherProblem(v, licenceId, currency, now);
  if (problem) throw voucherRefused(problem, code);
  return v;
}

export function discountOfVoucher(v: VoucherRow): VoucherDiscount {
  if (v.discount_type === 'PERCENT') return { type: 'PERCENT', percent: v.percent ?? 0 };
  return { type: 'AMOUNT', amount: { amount: v.amount ?? 0, scale: v.scale ?? 0, currency: v.currency ?? '' } };
}

/** Counts a redemption; false when none was left (another payment took the last one). */
export async function redeem(trx: Db, v: VoucherRow): Promise<boolean> {
  const updated = await trx
    .updateTable('voucher')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('realm', '=', v.realm)
    .where('code', '=', v.code)
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
