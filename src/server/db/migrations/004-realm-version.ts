// One version counter per realm, bumped in the same transaction as every write to that realm's
// settings, labels, menus, licences or catalogue (db/realm-version.ts). Servers keep public
// answers in memory and compare these numbers before serving one (decision 0013), so a write
// by any instance, a job or an operator's script reaches every instance. No foreign key: a
// deleted realm's bump must still be seen, and a missing row reads as version 0.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('realm_version')
    .addColumn('realm', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('realm_version').ifExists().execute();
}
