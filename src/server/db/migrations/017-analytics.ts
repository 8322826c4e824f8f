// Analytics ingestion (the customer-data library's collector): batches and their events, each
// keyed by the id the client gave it, so that a batch sent twice is stored once (the insert of
// a known batch id does nothing, in the same transaction as its events).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_batch')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('analytics_batch_pk', ['realm', 'id'])
    .execute();
  await db.schema
    .createTable('analytics_event')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('batch_id', 'uuid', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attributes', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_event_pk', ['realm', 'id'])
    .addForeignKeyConstraint('analytics_event_batch', ['realm', 'batch_id'], 'analytics_batch', ['realm', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  // Reads by session (the development read, reports) in the order things happened.
  await db.schema.createIndex('analytics_event_session').on('analytics_event').columns(['realm', 'session_id', 'occurred_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_event').ifExists().execute();
  await db.schema.dropTable('analytics_batch').ifExists().execute();
}
