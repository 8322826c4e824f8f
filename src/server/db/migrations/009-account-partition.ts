// Partitions (spec §3 Realm settings `partitionSettings`, §7 POST /user `partitionData`, token
// claim `par`): the partitions a realm offers, kept with its other account rules, and the one
// an account belongs to. A realm without any (every realm until an operator lists some) has an
// empty list; an account without one has null. The pending address of an email change needs no
// column: it lives in the confirmation token mailed to it (services/auth/email-change.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('realm_account_settings')
    .addColumn('partitions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable('app_user').addColumn('partition_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('partition_id').execute();
  await db.schema.alterTable('realm_account_settings').dropColumn('partitions').execute();
}
