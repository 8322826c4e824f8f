// The per-realm version counters (migration 004). Every write to a realm's public data
// (settings, labels, menus, licences, catalogue) bumps its realm's counter in the same
// transaction; servers compare counters before serving a cached answer (services/versions.ts).
// These two functions are the database side, usable from anything that holds a Kysely handle:
// services, jobs, the seed, scripts and tests. Inside a server, prefer
// app.services.realmData.change(), which also tells this instance's caches at once.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Bumps the counter of each realm named (creating it at 1); call it inside the writing transaction. */
export async function bumpRealmVersions(db: Kysely<Database>, realms: readonly string[]): Promise<void> {
  const names = [...new Set(realms)].sort();
  if (names.length === 0) return;
  // Sorted, so two transactions bumping the same realms lock the rows in the same order.
  await db
    .insertInto('realm_version')
    .values(names.map((realm) => ({ realm, version: 1 })))
    .onConflict((oc) => oc.column('realm').doUpdateSet({ version: sql<number>`realm_version.version + 1`, changed_at: sql`now()` }))
    .execute();
}

/** Every realm's counter, as text (only equality matters); a realm without a row is at version 0. */
export async function readRealmVersions(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('realm_version')
    .select(['realm', sql<string>`version::text`.as('version')])
    .execute();
  return new Map(rows.map((row) => [row.realm, row.version]));
}
