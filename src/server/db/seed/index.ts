// Seeds the demo realms into an empty database, once. Data written by people is never touched.
// The demo realms' live schedule is moved to today by jobs/demo-schedule.ts, not here.
import type { Db } from '../index.ts';
import { bumpRealmVersions } from '../realm-version.ts';
import type { ScryptCost } from '../../services/auth/password.ts';
import { seedDemoAccountDetails } from './account-details.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedDemoCommerce } from './commerce.ts';
import { seedDemoCommerceTexts } from './commerce-texts.ts';
import { seedDemoBrowse } from './browse.ts';
import { anchorDay, dayKey, liveAnchorKey } from './anchor.ts';
import { claimSeedMarker } from './claim.ts';
import { seedDemoIdentityProvider } from './identity-provider.ts';
import { insertRealmSeed } from './insert.ts';
import { seedDemoPlayback } from './playback.ts';
import { generateRealmSeed } from './realm-seed.ts';
import { seedDemoSchedule } from './schedule.ts';
import { DEMO_REALMS } from './realms/index.ts';
import { seedDemoViews } from './views.ts';

/** Meta row that marks a database as seeded (and with what), so a restart never seeds twice. */
export const SEED_KEY = 'demo_seed';
const SEED_VERSION = 1;

export type SeedOptions = {
  /** Catalogue items per realm. */
  items: number;
  /** The current time (tests pin it); the live schedule is anchored to its UTC day. */
  now?: Date;
  /** scrypt cost for the demo accounts' passwords (the server's configured cost). */
  passwordCost?: ScryptCost;
};

export type SeedResult = { seeded: boolean };

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const realms = await db
    .selectFrom('realm')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const seeded = Number(realms.n) === 0 && (await seedDemoRealms(db, options.items, now));
  await seedDemoViews(db);
  // Accounts have a marker of their own: a database seeded before they existed gets them too.
  await seedDemoAccounts(db, { now, ...(options.passwordCost ? { cost: options.passwordCost } : {}) });
  await seedDemoAccountDetails(db, { now });
  await seedDemoIdentityProvider(db, options.passwordCost ? { cost: options.passwordCost } : {});
  await seedDemoPlayback(db);
  await seedDemoSchedule(db);
  await seedDemoBrowse(db);
  await seedDemoCommerce(db, now);
  // After the licences and channels it translates.
  await seedDemoCommerceTexts(db);
  return { seeded };
}

async function seedDemoRealms(db: Db, items: number, now: Date): Promise<boolean> {
  const anchor = anchorDay(now);
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, SEED_KEY, { version: SEED_VERSION, items, anchor: dayKey(anchor) }))) return false;
    // One realm generated at a time: with 100 000 items a realm's rows are a few hundred MB.
    for (const def of DEMO_REALMS) await insertRealmSeed(trx, generateRealmSeed(def, items, anchor));
    // The anchor rows mark these realms as demo realms, whose schedule follows the calendar.
    const anchors = DEMO_REALMS.map((def) => ({ key: liveAnchorKey(def.settings.realm), value: dayKey(anchor) }));
    await trx
      .insertInto('meta')
      .values(anchors)
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    // New realms are a change every instance's realm list and directory must see.
    await bumpRealmVersions(
      trx,
      DEMO_REALMS.map((def) => def.settings.realm),
    );
    return true;
  });
}
