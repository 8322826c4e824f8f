// A seed step runs once per database: it claims its marker row in `meta` inside its own
// transaction. Two instances starting on one empty PostgreSQL database: the second waits on the
// row's unique key until the first commits, then finds it taken and leaves the data alone.
import type { Db } from '../index.ts';

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
