// Search speed (decision 0030): the words of every searchable title, per realm, with a trigram
// index, the title's lexemes beside each document, and full-text indexes per type. A misspelt word is corrected against this short list (a catalogue has thousands of
// distinct words, not hundreds of thousands of titles), and the search itself is then full
// text only, on the GIN index of migration 010. The trigram index on whole titles goes: nothing
// reads it any more, and every catalogue write paid for it.
import { sql, type Kysely } from 'kysely';

/** The types a search returns (spec §3), each with a full-text index of its own. */
const SEARCHABLE_TYPES = ['LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_word')
    .addColumn('realm', 'text', (c) => c.notNull())
    /** A lexeme of a folded title, as to_tsvector('simple') makes it. */
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_pk', ['realm', 'word'])
    .execute();
  await sql`create index search_word_trgm on search_word using gin (word gin_trgm_ops)`.execute(db);

  // Words are only ever added: a word no title uses any more corrects to a term that matches
  // nothing, which costs an index probe, not a wrong answer. Words shorter than three letters
  // are too short to correct (they share too few trigrams with anything).
  const words = (from: string) => `
    insert into search_word (realm, word)
    select distinct d.realm, w.word
      from ${from} d
      cross join lateral unnest(tsvector_to_array(to_tsvector('simple', d.folded_title))) as w(word)
     where char_length(w.word) >= 3
    on conflict do nothing`;
  await sql
    .raw(
      `create function search_words_added() returns trigger language plpgsql as $$
       begin
         ${words('new_rows')};
         return null;
       end $$`,
    )
    .execute(db);
  await sql`
    create trigger search_document_words after insert on search_document
    referencing new table as new_rows for each statement execute function search_words_added()`.execute(db);
  await sql.raw(words('search_document')).execute(db);

  // The title's own lexemes, short and never out of line: ranking reads these, not the whole
  // document (its description makes it large enough to be stored apart, and reading that back
  // for every candidate was most of a common word's cost).
  await sql`alter table search_document add column title_document tsvector generated always as (to_tsvector('simple', folded_title)) stored`.execute(
    db,
  );

  // Full text per type: a section's page and its capped count read only that type's matches.
  for (const type of SEARCHABLE_TYPES) {
    await sql
      .raw(`create index search_document_text_${type.toLowerCase()} on search_document using gin (document) where type = '${type}'`)
      .execute(db);
  }

  await sql`drop index if exists search_document_trgm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const type of SEARCHABLE_TYPES) await sql.raw(`drop index if exists search_document_text_${type.toLowerCase()}`).execute(db);
  await sql`create index if not exists search_document_trgm on search_document using gin (folded_title gin_trgm_ops)`.execute(db);
  await sql`alter table search_document drop column if exists title_document`.execute(db);
  await sql`drop trigger if exists search_document_words on search_document`.execute(db);
  await sql`drop function if exists search_words_added()`.execute(db);
  await db.schema.dropTable('search_word').ifExists().execute();
}
