// The one way server code writes a realm's public data — settings, labels, menus, licences,
// catalogue — so that every cached answer made from it is dropped (decision 0013):
//
//   await app.services.realmData.change(['arena'], async (trx) => {
//     await trx.updateTable('label').set({ translations }).where('realm', '=', 'arena').execute();
//   });
//
// The work and the realms' version bumps commit together; then this instance re-reads the
// counters on its next request (the writer sees its own write at once) and other instances
// within their check interval. Writes outside a server (scripts, the seed, jobs) use
// bumpRealmVersions(trx, realms) from db/realm-version.ts in their own transaction.
// Per-viewer data (sessions, purchases, progress) is not realm data: it is never cached here
// and needs no bump.
import type { Transaction } from 'kysely';
import type { Db } from '../db/index.ts';
import { bumpRealmVersions } from '../db/realm-version.ts';
import type { Database } from '../db/schema.ts';
import type { RealmVersions } from './versions.ts';

export type RealmDataService = {
  /** Runs `work` in a transaction that also bumps each realm named; caches drop their copies once it commits. */
  change<T>(realms: readonly string[], work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Bumps realms whose data was already written and committed (by code that had no transaction to share). */
  changed(realms: readonly string[]): Promise<void>;
};

export function createRealmDataService(db: Db, versions: RealmVersions): RealmDataService {
  return {
    async change(realms, work) {
      try {
        return await db.transaction().execute(async (trx) => {
          const result = await work(trx);
          await bumpRealmVersions(trx, realms);
          return result;
        });
      } finally {
        // Also after a failure: whether it committed is then unknown, and a re-read is cheap.
        versions.expire();
      }
    },
    async changed(realms) {
      try {
        await bumpRealmVersions(db, realms);
      } finally {
        versions.expire();
      }
    },
  };
}
