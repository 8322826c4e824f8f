// The customer-data library's identity calls: each batch keeps the analytics user it was sent
// for, and every identify, login, logout and modify is recorded with the identities it carried
// (the analytics user id itself is derived, not allocated: services/analytics-identity.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_batch').addColumn('mpid', 'text').execute();
  await db.schema
    .createTable('analytics_identity')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('mpid', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('email', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('analytics_identity_pk', ['realm', 'id'])
    .execute();
  // A user's identity history, in order.
  await db.schema.createIndex('analytics_identity_user').on('analytics_identity').columns(['realm', 'mpid', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_identity').ifExists().execute();
  await db.schema.alterTable('analytics_batch').dropColumn('mpid').execute();
}
