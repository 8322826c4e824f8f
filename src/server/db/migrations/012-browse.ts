// Browse (issue 8): a realm's sections as things of their own — title, tile artwork and the
// sponsor logo block (spec §3 "Sponsor info") — and promo notifications (spec §3, §7) with
// each viewer's dismissals. Rails keep naming their section by name, so a section row is
// optional: a section without one still shows, titled by its name and without a sponsor.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('section')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    // Localised titles by locale; the plain title is the fallback.
    .addColumn('titles', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Seed of the generated tile artwork.
    .addColumn('artwork', 'text', (c) => c.notNull())
    // The sponsor block: an artwork seed (null: no sponsor), where it links, its alt text.
    .addColumn('sponsor_artwork', 'text')
    .addColumn('sponsor_link', 'text')
    .addColumn('sponsor_alt', 'text')
    .addColumn('sponsor_display_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('SHOW')
        .check(sql`sponsor_display_mode in ('SHOW', 'HIDE')`),
    )
    .addPrimaryKeyConstraint('section_pk', ['realm', 'name'])
    .execute();

  await db.schema
    .createTable('promo_notification')
    .addColumn('realm', 'text', (c) => c.notNull().references('realm.name').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    // Title, description and call to action by locale ({ en_US: { title, description, cta } }).
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('artwork', 'text', (c) => c.notNull())
    .addColumn('open_in_new_tab', 'boolean', (c) => c.notNull().defaultTo(false))
    // Exactly one of a URL or a content item (spec §3: linkUrl or contentLink).
    .addColumn('link_url', 'text')
    .addColumn('content_id', 'text')
    .addColumn('content_type', 'text', (c) => c.check(sql`content_type in ('VOD', 'LIVE', 'PLAYLIST')`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('promo_notification_pk', ['realm', 'id'])
    .addCheckConstraint('promo_notification_one_link', sql`(link_url is null) <> (content_id is null)`)
    .addCheckConstraint('promo_notification_typed_content', sql`(content_id is null) = (content_type is null)`)
    .execute();

  await db.schema
    .createTable('promo_dismissal')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('promo_id', 'text', (c) => c.notNull())
    // A viewer: a customer's account or a guest's (guests are accounts too).
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promo_dismissal_pk', ['user_id', 'realm', 'promo_id'])
    .addForeignKeyConstraint('promo_dismissal_promo', ['realm', 'promo_id'], 'promo_notification', ['realm', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['promo_dismissal', 'promo_notification', 'section']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
