// The demo's commerce data (migration 019), once per database under its own marker: licence
// families, the licences of the realm definitions a database seeded before them lacks, the
// item each pay-per-view unlocks, demo vouchers and the per-country tax table. Only where the
// demo realms are there; other realms get nothing.
import type { Db } from '../index.ts';
import { claimSeedMarker, presentDemoRealms } from './claim.ts';
import { DEMO_REALMS } from './realms/index.ts';

export const COMMERCE_SEED_KEY = 'demo_commerce';

/** Standard VAT-like rates in hundredths of a percent; a country missing here is taxed "unknown". */
export const DEMO_TAX_RATES = [
  { country_code: 'GB', rate_bp: 2000, name: 'VAT' },
  { country_code: 'IE', rate_bp: 2300, name: 'VAT' },
  { country_code: 'DE', rate_bp: 1900, name: 'MwSt' },
  { country_code: 'FR', rate_bp: 2000, name: 'TVA' },
  { country_code: 'ES', rate_bp: 2100, name: 'IVA' },
  { country_code: 'PT', rate_bp: 2300, name: 'IVA' },
  { country_code: 'NL', rate_bp: 2100, name: 'btw' },
  { country_code: 'BR', rate_bp: 925, name: 'PIS/COFINS' },
] as const;

type Family = { realm: string; id: string; name: string; description: string; licenceIds: string[] };

export const DEMO_FAMILIES: readonly Family[] = [
  {
    realm: 'arena',
    id: 'arena-pass',
    name: 'Arena Pass',
    description: 'Every match live and on demand.',
    licenceIds: ['arena-monthly', 'arena-yearly'],
  },
  {
    realm: 'cinema',
    id: 'cinema-unlimited',
    name: 'Cinema Unlimited',
    description: 'Every film and series.',
    licenceIds: ['cinema-monthly', 'cinema-yearly'],
  },
  {
    realm: 'club',
    id: 'club-membership',
    name: 'Membership',
    description: 'The members’ channel and the archive.',
    licenceIds: ['club-membership-monthly', 'club-membership-yearly'],
  },
];

/** The item each pay-per-view unlocks. */
export const DEMO_PPV_CONTENT = [
  { realm: 'arena', licenceId: 'arena-ppv-derby', contentId: 'arena-vod-4' },
  { realm: 'cinema', licenceId: 'cinema-premiere', contentId: 'cinema-vod-4' },
  { realm: 'club', licenceId: 'club-cup-final', contentId: 'club-vod-4' },
] as const;

const YEAR_MS = 365 * 86_400_000;

type VoucherSeed = {
  code: string;
  name: string;
  description: string;
  percent?: number;
  amount?: { amount: number; scale: number; currency: string };
  expired?: boolean;
  usedUp?: boolean;
  licenceIds?: string[];
};

/** Documented in decision 0037; the realms with vouchers (hasVouchers) get them. */
export const DEMO_VOUCHERS: Record<string, readonly VoucherSeed[]> = {
  arena: [
    { code: 'WELCOME10', name: 'Welcome', description: '10 % off your first purchase', percent: 10 },
    { code: 'ARENA5', name: 'Five off', description: '5.00 USD off', amount: { amount: 500, scale: 2, currency: 'USD' } },
    { code: 'FREEMONTH', name: 'Free month', description: 'A month on us', percent: 100, licenceIds: ['arena-monthly'] },
    { code: 'SUMMER2020', name: 'Summer 2020', description: 'Expired', percent: 20, expired: true },
    { code: 'SOLDOUT', name: 'Launch offer', description: 'All redeemed', percent: 50, usedUp: true },
  ],
  cinema: [
    { code: 'POPCORN', name: 'Popcorn', description: '25 % off', percent: 25 },
    { code: 'FREEFILM', name: 'Free film', description: 'The premiere for free', percent: 100, licenceIds: ['cinema-premiere'] },
    { code: 'OLDREEL', name: 'Old reel', description: 'Expired', percent: 30, expired: true },
  ],
};

export async function seedDemoCommerce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const realms = await presentDemoRealms(trx);
    if (realms.length === 0) return false;
    if (!(await claimSeedMarker(trx, COMMERCE_SEED_KEY, { version: 1 }))) return false;
    const present = new Set(realms);
    await trx
      .insertInto('tax_rate')
      .values(DEMO_TAX_RATES.map((t) => ({ ...t })))
      .onConflict((oc) => oc.column('country_code').doNothing())
      .execute();
    for (const def of DEMO_REALMS) {
      const realm = def.settings.realm;
      if (!present.has(realm)) continue;
      await trx
        .insertInto('licence')
        .values(def.licences.map((l, position) => ({ realm, id: l.id, position, licence: JSON.stringify(l) })))
        .onConflict((oc) => oc.columns(['realm', 'id']).doNothing())
        .execute();
      for (const [position, family] of DEMO_FAMILIES.filter((f) => f.realm === realm).entries()) {
        await trx
          .insertInto('licence_family')
          .values({ realm, id: family.id, name: family.name, description: family.description, position })
          .execute();
        await trx
          .updateTable('licence')
          .set({ family_id: family.id })
          .where('realm', '=', realm)
          .where('id', 'in', family.licenceIds)
          .execute();
      }
      for (const ppv of DEMO_PPV_CONTENT.filter((p) => p.realm === realm)) {
        const item = await trx
          .selectFrom('content')
          .select('id')
          .where('realm', '=', realm)
          .where('id', '=', ppv.contentId)
          .executeTakeFirst();
        if (!item) continue;
        await trx
          .insertInto('content_licence')
          .values({ realm, content_id: ppv.contentId, licence_id: ppv.licenceId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      const vouchers = DEMO_VOUCHERS[realm] ?? [];
      if (vouchers.length === 0) continue;
      await trx
        .insertInto('voucher')
        .values(
          vouchers.map((v) => ({
            realm,
            code: v.code,
            name: v.name,
            description: v.description,
            discount_type: v.percent === undefined ? ('AMOUNT' as const) : ('PERCENT' as const),
            percent: v.percent ?? null,
            amount: v.amount?.amount ?? null,
            scale: v.amount?.scale ?? null,
            currency: v.amount?.currency ?? null,
            valid_from: v.expired ? new Date(now.getTime() - 2 * YEAR_MS) : null,
            valid_until: v.expired ? new Date(now.getTime() - YEAR_MS) : null,
            max_redemptions: v.usedUp ? 1 : null,
            redemptions: v.usedUp ? 1 : 0,
            licence_ids: v.licenceIds ?? null,
          })),
        )
        .execute();
    }
    return true;
  });
}
