// Licences a realm sells (subscriptions and pay-per-view), returned by init with readLicences.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('licence')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('licence', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('licence_pk', ['realm', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('licence').ifExists().execute();
}
