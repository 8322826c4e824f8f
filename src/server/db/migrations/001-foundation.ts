// Realms, labels, menus and the catalogue. Plain SQL types both PGlite and PostgreSQL accept.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('realm')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('hosts', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('label')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('translations', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('label_pk', ['realm', 'locale'])
    .execute();

  await db.schema
    .createTable('menu')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('menu', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_pk', ['realm', 'platform'])
    .execute();

  await db.schema
    .createTable('content')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('parent_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration', 'integer')
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('artwork', 'text', (c) => c.notNull())
    .addColumn('media', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_pk', ['realm', 'id'])
    .execute();
  await db.schema.createIndex('content_type_start').on('content').columns(['realm', 'type', 'start_date']).execute();
  await db.schema.createIndex('content_parent').on('content').columns(['realm', 'parent_id', 'position']).execute();

  await db.schema
    .createTable('bucket')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image_style', 'text', (c) => c.notNull())
    .addColumn('rule', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('bucket_pk', ['realm', 'id'])
    .execute();
  await db.schema.createIndex('bucket_section').on('bucket').columns(['realm', 'section', 'position']).execute();

  await db.schema
    .createTable('bucket_item')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('bucket_id', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bucket_item_pk', ['realm', 'bucket_id', 'content_id'])
    .addForeignKeyConstraint('bucket_item_bucket', ['realm', 'bucket_id'], 'bucket', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('bucket_item_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('hero')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hero_pk', ['realm', 'section', 'position'])
    .addForeignKeyConstraint('hero_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['meta', 'hero', 'bucket_item', 'bucket', 'content', 'menu', 'label', 'realm']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
