// Schedule, lists and rankings (issue 8): the EPG's channels and which channel each live event
// airs on (`live_channel`, `channel_event`), the viewer's favourites and named watchlists, kept
// per user and viewing profile (`favourite`, `watchlist`, `watchlist_item`; profile_key '' is the
// account without profiles), and fighter rankings (`fighter`). New tables only: the catalogue's
// own rows are not changed, so its triggers (search documents) stay as they were.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_channel')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_channel_pk', ['realm', 'id'])
    .execute();

  await db.schema
    .createTable('channel_event')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_event_pk', ['realm', 'content_id'])
    .addForeignKeyConstraint('channel_event_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('channel_event_channel', ['realm', 'channel_id'], 'live_channel', ['realm', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('favourite')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('profile_key', 'text', (c) => c.notNull())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourite_pk', ['user_id', 'profile_key', 'content_id'])
    .addForeignKeyConstraint('favourite_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('favourite_newest').on('favourite').columns(['user_id', 'profile_key', 'created_at']).execute();

  await db.schema
    .createTable('watchlist')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('profile_key', 'text', (c) => c.notNull())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('watchlist_name', ['user_id', 'profile_key', 'name'])
    .execute();

  await db.schema
    .createTable('watchlist_item')
    .addColumn('watchlist_id', 'uuid', (c) => c.notNull().references('watchlist.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('watchlist_item_pk', ['watchlist_id', 'content_id'])
    .addForeignKeyConstraint('watchlist_item_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('fighter')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('artwork', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fighter_pk', ['realm', 'category', 'rank'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['fighter', 'watchlist_item', 'watchlist', 'favourite', 'channel_event', 'live_channel']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
