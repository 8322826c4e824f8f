// A seed step runs once per database: it claims its marker row in `meta` inside its own
// transaction. Two instances starting on one empty PostgreSQL database: the second waits on the
// row's unique key until the first commits, then finds it taken and leaves the data alone.
import type { Db } from '../index.ts';
import { DEMO_REALMS } from './realms/index.ts';

/** Inserts the marker `key` (with `value`); false when it was already there. */
export async function claimSeedMarker(trx: Db, key: string, value: unknown): Promise<boolean> {
  const claimed = await trx
    .insertInto('meta')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The demo realms this database holds: the demo's own data goes to those and no other realm. */
export async function presentDemoRealms(trx: Db): Promise<string[]> {
  const rows = await trx
    .selectFrom('realm')
    .select('name')
    .where(
      'name',
      'in',
      DEMO_REALMS.map((d) => d.settings.realm),
    )
    .execute();
  return rows.map((r) => r.name);
}
