// Search over a realm's catalogue (decisions 0025, 0030) and its popular content. Matching is
// full text on the search documents migration 010 keeps per item and realm language (folded
// title and description; every word whole, the last one also as a prefix, as the viewer types).
// Misspellings: a word no title knows is also tried as its look-alikes among the realm's title
// words (pg_trgm's word similarity at 0.5 against search_word, migration 015), so the search
// itself stays on the full-text index however it was spelt. Counts per type stop at COUNT_CAP.
// Hits come grouped by type in the spec's order, live events by start date, the rest with
// words as typed before look-alikes, then by full-text rank in the title, among a type's first
// COUNT_CAP matches.
import { sql } from 'kysely';
import type { ContentCard } from '../../contracts/content.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { POPULAR_COUNT, SEARCH_TYPES, type PopularAnswer, type SearchAnswer, type SearchType } from '../../contracts/search.ts';
import type { Db } from '../db/index.ts';
import { childCounts } from './bucket-rows.ts';
import { CARD_COLUMNS, containerIds, type CardRow, type TextLocale } from './cards.ts';
import { defaultLocale, resolveLocale } from './locale.ts';
import { hitToCard, searchHit } from './search-card.ts';

export type SearchOptions = {
  query: string;
  /** The type facet(s) asked for; every search type when empty. */
  types: readonly SearchType[];
  /** 1-based. */
  page: number;
  hitsPerPage: number;
  /** Any locale; resolved against the realm's languages. */
  locale: string;
};

export type SearchService = {
  search(realm: RealmSettings, options: SearchOptions): Promise<SearchAnswer>;
  popular(realm: RealmSettings, locale: string): Promise<PopularAnswer>;
};

/**
 * pg_trgm's word similarity a misspelt word must reach with a title word. Whole words share
 * fewer trigrams than whole titles did (decision 0025's 0.5): two swapped letters in
 * "valparaiso" leave 0.47, in "transfer" 0.56.
 */
const WORD_SIMILARITY = 0.4;

/** More words than this are ignored: a query is a few words, and each one costs the match. */
const MAX_WORDS = 10;

/** A word unknown to the catalogue's titles is tried as itself or as one of this many look-alikes. */
const MAX_CORRECTIONS = 5;

/**
 * Facet counts stop here (decision 0030): counting every match of a common word is most of a
 * search's cost, and a result list is never paged that far (84 pages of 12).
 */
export const COUNT_CAP = 1000;

/** Runs of letters and digits, so nothing the viewer types reaches to_tsquery's syntax unquoted. */
export function queryWords(query: string): string[] {
  return (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * A to_tsquery text: every word whole (or one of its corrections), the last one also as a
 * prefix when it has two letters or more, all of them required.
 */
export function fullTextQuery(words: readonly string[], corrections: ReadonlyMap<string, readonly string[]> = new Map()): string {
  const last = words.length - 1;
  return words
    .map((w, i) => {
      const own = i === last && [...w].length >= 2 ? `'${w}':*` : `'${w}'`;
      const alike = (corrections.get(w) ?? []).filter((c) => c !== w && /^[\p{L}\p{N}]+$/u.test(c)).map((c) => `'${c}'`);
      return alike.length > 0 ? `(${[own, ...alike].join(' | ')})` : own;
    })
    .join(' & ');
}

/** Words shorter than this are not corrected: they share too few trigrams with anything. */
const MIN_CORRECTED = 4;

/**
 * Look-alikes for the words no title of the realm has (the last word: no title word starting
 * with it), from the realm's title words (search_word, migration 015) by trigram word
 * similarity. A word the titles know is not corrected, so whole-word matches stay what they are.
 */
async function correct(trx: Db, realm: string, words: readonly string[]): Promise<Map<string, string[]>> {
  const last = words.length;
  // Look-alikes are looked up only for unknown words (CASE evaluates lazily): most queries are
  // words the titles have, and each lookup is a trigram index scan.
  const found = await sql<{ asked: string; alike: string[] | null }>`
    select k.asked,
           case when k.known then null
                else array(select w.word from search_word w
                            where w.realm = ${realm} and k.folded <% w.word
                            order by k.folded <<-> w.word, w.word
                            limit ${MAX_CORRECTIONS}) end as alike
      from (
        select q.word as asked, f.word as folded,
               case when q.ord = ${last}
                    then exists (select 1 from search_word w where w.realm = ${realm} and w.word like f.word || '%')
                    else exists (select 1 from search_word w where w.realm = ${realm} and w.word = f.word) end as known
          from unnest(cast(${[...words]} as text[])) with ordinality as q(word, ord)
          cross join lateral (select search_fold(q.word) as word) f
         where char_length(q.word) >= ${MIN_CORRECTED}
         offset 0) k`.execute(trx);
  const corrections = new Map<string, string[]>();
  for (const row of found.rows) if (row.alike && row.alike.length > 0) corrections.set(row.asked, row.alike);
  return corrections;
}

const emptyFacets = (): Record<SearchType, number> => ({ LIVE_EVENT: 0, VOD_VIDEO: 0, VOD_PLAYLIST: 0, VOD_SERIES: 0 });

export function createSearchService(db: Db, now: () => Date): SearchService {
  const textLocale = (realm: RealmSettings, locale: string): TextLocale => ({
    locale: resolveLocale(realm, locale),
    fallback: defaultLocale(realm),
  });

  /** `on`: the search's transaction when there is one (PGlite has one connection: `db` would wait for it). */
  async function cards(realm: RealmSettings, rows: CardRow[], at: TextLocale, time: Date, on: Db = db): Promise<ContentCard[]> {
    const counts = await childCounts(on, realm.realm, containerIds(rows));
    return rows.map((row) => hitToCard(searchHit(realm.realm, row, at, counts, time)));
  }

  return {
    async search(realm, options) {
      const time = now();
      const at = textLocale(realm, options.locale);
      const words = queryWords(options.query);
      const types = options.types.length > 0 ? options.types : SEARCH_TYPES;
      const empty = { hits: [], page: options.page, totalPages: 0, totalHits: 0, facets: { type: emptyFacets() } };
      if (words.length === 0) return empty;
      return db.transaction().execute(async (trx) => {
        // For this transaction only: pooled connections keep pg_trgm's default for everything else.
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(trx);
        const corrections = await correct(trx, realm.realm, words);
        const tsquery = sql`to_tsquery('simple', search_fold(${fullTextQuery(words, corrections)}))`;
        // One statement, one pass per type: each type's matches on its own partial index
        // (migration 015), at most COUNT_CAP of them — what the facets count and what a page is
        // ranked from — so a common word costs a bounded read instead of every match.
        const candidates = sql.join(
          SEARCH_TYPES.map(
            (type) => sql`(select content_id, type, start_date, title_document from search_document
               where realm = ${realm.realm} and locale = ${at.locale} and type = ${sql.lit(type)} and document @@ ${tsquery}
               limit ${COUNT_CAP})`,
          ),
          sql` union all `,
        );
        // Titles spelt as asked rank above look-alikes; then by rank in the title (a match only
        // in the description ranks 0).
        const exact =
          corrections.size > 0 ? sql`title_document @@ to_tsquery('simple', search_fold(${fullTextQuery(words)})) desc,` : sql``;
        const offset = (options.page - 1) * options.hitsPerPage;
        const answer = await sql<{ type: SearchType | null; n: number | null; content_id: string | null }>`
          with candidate as materialized (${candidates}),
          facet as (select type, count(*)::int as n from candidate group by type),
          ranked as (
            select content_id, row_number() over (
                     order by array_position(${sql.raw(`array[${SEARCH_TYPES.map((t) => `'${t}'`).join(', ')}]`)}, type),
                              case when type = 'LIVE_EVENT' then start_date end asc nulls last,
                              ${exact} ts_rank(title_document, ${tsquery}) desc, content_id) as position
              from candidate where type in (${sql.join([...types])})
             order by position limit ${options.hitsPerPage} offset ${offset})
          select type, n, null as content_id, 0 as position from facet
          union all
          select null, null, content_id, position from ranked
          order by position`.execute(trx);
        const facets = emptyFacets();
        for (const row of answer.rows) if (row.type !== null) facets[row.type] = Number(row.n);
        const totalHits = types.reduce((sum, t) => sum + facets[t], 0);
        const totalPages = Math.ceil(totalHits / options.hitsPerPage);
        if (offset >= totalHits) return { ...empty, totalPages, totalHits, facets: { type: facets } };
        const page = answer.rows.flatMap((row) => (row.content_id === null ? [] : [{ content_id: row.content_id }]));
        const ids = page.map((row) => row.content_id);
        const rows = ids.length
          ? await trx.selectFrom('content').select(CARD_COLUMNS).where('realm', '=', realm.realm).where('id', 'in', ids).execute()
          : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const ordered = ids.flatMap((id) => byId.get(id) ?? []);
        return { hits: await cards(realm, ordered, at, time, trx), page: options.page, totalPages, totalHits, facets: { type: facets } };
      });
    },

    async popular(realm, locale) {
      const time = now();
      const at = textLocale(realm, locale);
      // Popular is most viewed (content_views): events still to come or on air, and videos,
      // playlists and series. An item without views is not popular, however new.
      const mostViewed = db
        .selectFrom('content_views')
        .innerJoin('content', (join) =>
          join.onRef('content.realm', '=', 'content_views.realm').onRef('content.id', '=', 'content_views.content_id'),
        )
        .select(CARD_COLUMNS)
        .where('content_views.realm', '=', realm.realm)
        .orderBy('content_views.views', 'desc')
        .orderBy('content_views.content_id')
        .limit(POPULAR_COUNT);
      const events = await mostViewed.where('content.type', '=', 'LIVE_EVENT').where('content.end_date', '>', time).execute();
      const vods = await mostViewed.where('content.type', 'in', ['VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES']).execute();
      return {
        popularEvents: { events: await cards(realm, events, at, time) },
        popularVods: { vods: await cards(realm, vods, at, time) },
      };
    },
  };
}
