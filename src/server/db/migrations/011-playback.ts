// Playback rules (issue 8): which licences unlock an item (`content_licence`), the licences a
// user holds (`entitlement`, spec §3's word; purchases will write it), an item's territories
// (`content_geo_rule`), and the streams a user is watching (`stream_lease`) for the
// concurrent-stream limit. An item with no licence rows is free to anyone who may watch; an
// item with no geo rule plays everywhere.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_licence')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_licence_pk', ['realm', 'content_id', 'licence_id'])
    .addForeignKeyConstraint('content_licence_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('content_licence_licence', ['realm', 'licence_id'], 'licence', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('entitlement')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null: does not lapse (a pay-per-view kept for good); a subscription's period end otherwise.
    .addColumn('expires_at', 'timestamptz')
    .addPrimaryKeyConstraint('entitlement_pk', ['user_id', 'licence_id'])
    .addForeignKeyConstraint('entitlement_licence', ['realm', 'licence_id'], 'licence', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('content_geo_rule')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    // ALLOW: only these countries; DENY: everywhere but these.
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('ALLOW', 'DENY')`))
    // ISO 3166-1 alpha-2, upper case.
    .addColumn('countries', sql`text[]`, (c) => c.notNull())
    .addPrimaryKeyConstraint('content_geo_rule_pk', ['realm', 'content_id'])
    .addForeignKeyConstraint('content_geo_rule_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('stream_lease')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_lease_user').on('stream_lease').columns(['user_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['stream_lease', 'content_geo_rule', 'entitlement', 'content_licence']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
