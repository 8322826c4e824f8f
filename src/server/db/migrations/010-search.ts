// Search (decision 0025): pg_trgm for typo tolerance, one search document per searchable item
// and realm language, and view counts for "popular". The documents are kept by triggers on
// `content` and `realm`, so every writer (the seed, jobs, people, tests) keeps them current
// without knowing they exist. SQL both PGlite (which loads pg_trgm as a contrib extension,
// db/index.ts) and PostgreSQL accept, with the same results in both.
import { sql, type Kysely } from 'kysely';

/**
 * Accented Latin letters and their plain forms, upper case included: lower() only folds
 * non-ASCII letters under some database locales, and both modes must match alike.
 */
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';

/** The types a search returns (spec §3 "Search types"). */
const SEARCHABLE_TYPES = ['LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if ([...ACCENTED].length !== PLAIN.length) throw new Error('search_fold: accent map lengths differ');
  await sql`create extension if not exists pg_trgm`.execute(db);

  // What a text is compared as: lower case, accents dropped. Immutable, so indexes may use it.
  await sql
    .raw(
      `create or replace function search_fold(t text) returns text language sql immutable parallel safe
       as $$ select lower(translate(t, '${ACCENTED}', '${PLAIN}')) $$`,
    )
    .execute(db);

  await db.schema
    .createTable('search_document')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    /** Live events' start, copied so ordering a page needs no join with content. */
    .addColumn('start_date', 'timestamptz')
    /** The title a card shows in this locale, folded (search_fold). */
    .addColumn('folded_title', 'text', (c) => c.notNull())
    /** Title (weight A) and description (weight B), folded, parsed with the 'simple' configuration. */
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_document_pk', ['realm', 'locale', 'content_id'])
    .addForeignKeyConstraint('search_document_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await sql`create index search_document_text on search_document using gin (document)`.execute(db);
  await sql`create index search_document_trgm on search_document using gin (folded_title gin_trgm_ops)`.execute(db);
  // The foreign key's own lookups (a content row deleted or re-keyed).
  await db.schema.createIndex('search_document_item').on('search_document').columns(['realm', 'content_id']).execute();

  // Rewrites the documents of `ids` (all of the realm's items when null) from `content`, one row
  // per realm language; the card's title rule: the locale's title, the realm default's, the plain
  // one. Two branches rather than `ids is null or id = any(ids)`: PL/pgSQL's cached generic plan
  // for that condition scans the whole catalogue on every call (a 100,000-item seed took minutes).
  const documents = (where: string) => `
         insert into search_document (realm, locale, content_id, type, start_date, folded_title, document)
         select c.realm, loc.locale, c.id, c.type, c.start_date, search_fold(t.title),
                setweight(to_tsvector('simple', search_fold(t.title)), 'A')
                  || setweight(to_tsvector('simple', search_fold(t.description)), 'B')
           from content c
           cross join unnest(languages) as loc(locale)
           cross join lateral (
             select coalesce(c.titles ->> loc.locale, c.titles ->> languages[1], c.title) as title,
                    coalesce(c.descriptions ->> loc.locale, c.descriptions ->> languages[1], c.description) as description
           ) t
          where ${where}
            and c.type in (${SEARCHABLE_TYPES.map((t) => `'${t}'`).join(', ')});`;
  await sql
    .raw(
      `create or replace function search_documents_refresh(p_realm text, p_ids text[]) returns void language plpgsql as $$
       declare
         languages text[];
       begin
         select coalesce(array_agg(l.value ->> 'language' order by l.ordinality), '{}')
           into languages
           from realm r, jsonb_array_elements(r.settings -> 'realmLanguages') with ordinality as l(value, ordinality)
          where r.name = p_realm;
         if cardinality(languages) = 0 then languages := array['en_US']; end if;
         if p_ids is null then
           delete from search_document d where d.realm = p_realm;
           ${documents('c.realm = p_realm')}
         else
           delete from search_document d where d.realm = p_realm and d.content_id = any(p_ids);
           ${documents('c.realm = p_realm and c.id = any(p_ids)')}
         end if;
       end $$`,
    )
    .execute(db);

  // Statement triggers with transition tables: the seed writes a thousand rows a statement,
  // and one refresh per statement and realm costs far less than one per row.
  await sql`
    create function search_documents_inserted() returns trigger language plpgsql as $$
    begin
      perform search_documents_refresh(n.realm, array_agg(n.id)) from new_rows n group by n.realm;
      return null;
    end $$`.execute(db);
  // Only changes to what a document holds touch it: descriptions, titles, type, start date, key.
  await sql`
    create function search_documents_updated() returns trigger language plpgsql as $$
    begin
      perform search_documents_refresh(x.realm, array_agg(x.id))
         from (
           select n.realm, n.id
             from new_rows n
             left join old_rows o on o.realm = n.realm and o.id = n.id
            where o.id is null
               or (n.type, n.title, n.titles, n.description, n.descriptions, n.start_date)
                  is distinct from (o.type, o.title, o.titles, o.description, o.descriptions, o.start_date)
           union
           select o.realm, o.id from old_rows o
            where not exists (select 1 from new_rows n where n.realm = o.realm and n.id = o.id)
         ) x
        group by x.realm;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger content_search_insert after insert on content
    referencing new table as new_rows for each statement execute function search_documents_inserted()`.execute(db);
  await sql`
    create trigger content_search_update after update on content
    referencing old table as old_rows new table as new_rows for each statement execute function search_documents_updated()`.execute(db);

  // A realm whose languages change gets documents for its new set.
  await sql`
    create function search_documents_realm() returns trigger language plpgsql as $$
    begin
      perform search_documents_refresh(new.name, null);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger realm_search_languages after update of settings on realm for each row
    when (old.settings -> 'realmLanguages' is distinct from new.settings -> 'realmLanguages')
    execute function search_documents_realm()`.execute(db);

  // Items already in the catalogue.
  await sql`select search_documents_refresh(name, null) from realm`.execute(db);

  // Views per item: what "popular" ranks by (services/search.ts). No row is no views.
  await db.schema
    .createTable('content_views')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_views_pk', ['realm', 'content_id'])
    .addForeignKeyConstraint('content_views_content', ['realm', 'content_id'], 'content', ['realm', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await sql`create index content_views_rank on content_views (realm, views desc, content_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_views').ifExists().execute();
  await sql`drop trigger if exists realm_search_languages on realm`.execute(db);
  await sql`drop trigger if exists content_search_update on content`.execute(db);
  await sql`drop trigger if exists content_search_insert on content`.execute(db);
  await sql`drop function if exists search_documents_realm()`.execute(db);
  await sql`drop function if exists search_documents_updated()`.execute(db);
  await sql`drop function if exists search_documents_inserted()`.execute(db);
  await sql`drop function if exists search_documents_refresh(text, text[])`.execute(db);
  await db.schema.dropTable('search_document').ifExists().execute();
  await sql`drop function if exists search_fold(text)`.execute(db);
}
