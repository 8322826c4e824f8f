// Search over a realm's catalogue (decision 0025) and its popular content. Matching is on the
// search documents migration 010 keeps per item and realm language: full text on the folded
// title and description (every word whole, the last one also as a prefix, as the viewer types)
// or, for misspellings, trigram word similarity with the folded title (pg_trgm's `<%` at a
// threshold of 0.5, set per search, the same in both database modes). Hits come grouped by type in the spec's
// order, live events by start date, the rest by full-text rank then similarity.
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
 * pg_trgm's word similarity a misspelt title must reach (its default, 0.6, misses two swapped
 * letters in an eight-letter word: "trasnfer" is 0.56 like "transfer").
 */
const WORD_SIMILARITY = 0.5;

/** More words than this are ignored: a query is a few words, and each one costs the match. */
const MAX_WORDS = 10;

export type SearchTerms = {
  /** A to_tsquery text: quoted words joined by &, the last one a prefix when it has two letters or more. */
  fullText: string;
  /** The words joined by spaces, for trigram similarity. */
  words: string;
};

/** Words are runs of letters and digits, so nothing the viewer types reaches to_tsquery's syntax unquoted. */
export function searchTerms(query: string): SearchTerms | null {
  const words = (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const last = words.length - 1;
  const fullText = words.map((w, i) => (i === last && [...w].length >= 2 ? `'${w}':*` : `'${w}'`)).join(' & ');
  return { fullText, words: words.join(' ') };
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
      const terms = searchTerms(options.query);
      const types = options.types.length > 0 ? options.types : SEARCH_TYPES;
      const empty = { hits: [], page: options.page, totalPages: 0, totalHits: 0, facets: { type: emptyFacets() } };
      if (!terms) return empty;
      const tsquery = sql`to_tsquery('simple', search_fold(${terms.fullText}))`;
      const folded = sql`search_fold(${terms.words})`;
      return db.transaction().execute(async (trx) => {
        // For this transaction only: pooled connections keep pg_trgm's default for everything else.
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(trx);
        const scope = trx
          .selectFrom('search_document')
          .where('realm', '=', realm.realm)
          .where('locale', '=', at.locale)
          .where(sql<boolean>`(document @@ ${tsquery} or ${folded} <% folded_title)`);

        const counted = await scope
          .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('type')
          .execute();
        const facets = emptyFacets();
        for (const row of counted) if (row.type in facets) facets[row.type as SearchType] = Number(row.n);
        const totalHits = types.reduce((sum, t) => sum + facets[t], 0);
        const totalPages = Math.ceil(totalHits / options.hitsPerPage);
        const offset = (options.page - 1) * options.hitsPerPage;
        if (offset >= totalHits) return { ...empty, totalPages, totalHits, facets: { type: facets } };

        const page = await scope
          .where('type', 'in', [...types])
          .select('content_id')
          .orderBy(sql`array_position(${sql.raw(`array[${SEARCH_TYPES.map((t) => `'${t}'`).join(', ')}]`)}, type)`)
          .orderBy(sql`case when type = 'LIVE_EVENT' then start_date end`, (ob) => ob.asc().nullsLast())
          .orderBy(sql`ts_rank(document, ${tsquery})`, 'desc')
          .orderBy(sql`word_similarity(${folded}, folded_title)`, 'desc')
          .orderBy('content_id')
          .limit(options.hitsPerPage)
          .offset(offset)
          .execute();
        const ids = page.map((row) => row.content_id);
        const rows = await trx.selectFrom('content').select(CARD_COLUMNS).where('realm', '=', realm.realm).where('id', 'in', ids).execute();
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
