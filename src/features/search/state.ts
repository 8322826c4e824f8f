// The search's state (spec §4 "Search": opened, new, value updated, refine updated, popular
// content set, results set, next-page results appended) as a pure reducer, shared by the
// search page and the legacy #search overlay. Who fetches differs (the page's loader, the
// overlay's own calls); what the viewer sees follows from this state alone.
import type { ContentCard } from '../../contracts/content.ts';
import { SEARCH_TYPES } from '../../contracts/browse-constants.ts';
import type { PopularAnswer, SearchType } from '../../contracts/search.ts';

/** Spec §9: the search page shows 12 results per page. */
export const SEARCH_PAGE_SIZE = 12;

/** One section of results: one content type, its pages so far. */
export type SearchSection = {
  type: SearchType;
  hits: ContentCard[];
  /** The last page loaded (1-based). */
  page: number;
  totalPages: number;
  totalHits: number;
};

/** What one search answered: the query and a section per type (any order, any subset). */
export type SearchResults = { query: string; sections: SearchSection[] };

export type SearchState = {
  opened: boolean;
  /** What is in the field now (results may still be for an earlier value). */
  value: string;
  /** One type to show alone, or null for every section. */
  refine: SearchType | null;
  popular: PopularAnswer | null;
  /** The results shown, or null before the first search (popular content shows instead). */
  results: SearchResults | null;
};

export type SearchAction =
  | { type: 'opened' }
  | { type: 'new' }
  | { type: 'valueUpdated'; value: string }
  | { type: 'refineUpdated'; refine: SearchType | null }
  | { type: 'popularSet'; popular: PopularAnswer }
  | { type: 'resultsSet'; results: SearchResults | null }
  | { type: 'nextPageAppended'; query: string; section: SearchSection };

export function initialSearchState(value = '', results: SearchResults | null = null, popular: PopularAnswer | null = null): SearchState {
  return { opened: false, value, refine: null, popular, results: results && orderResults(results) };
}

const startTime = (card: ContentCard) => (card.startDate ? Date.parse(card.startDate) : Number.POSITIVE_INFINITY);

/** Live events by start date, earliest first (undated last); other types keep the server's ranking. */
export function orderHits(type: SearchType, hits: readonly ContentCard[]): ContentCard[] {
  if (type !== 'LIVE_EVENT') return [...hits];
  // Array.prototype.sort is stable: equal start dates keep the server's order.
  return [...hits].sort((a, b) => startTime(a) - startTime(b));
}

/** Sections in the spec's order (live events, videos, playlists, series), each type once. */
export function orderResults(results: SearchResults): SearchResults {
  const sections = SEARCH_TYPES.flatMap((type) => {
    const section = results.sections.find((s) => s.type === type);
    return section ? [{ ...section, hits: orderHits(type, section.hits) }] : [];
  });
  return { query: results.query, sections };
}

/** The sections to draw: those with hits, narrowed to the refined type. */
export function visibleSections(state: SearchState): SearchSection[] {
  const sections = state.results?.sections ?? [];
  return sections.filter((s) => s.hits.length > 0 && (state.refine === null || s.type === state.refine));
}

export const hasMorePages = (section: SearchSection): boolean => section.page < section.totalPages;

/** Results that found nothing at all: the "no results for …" state. */
export const foundNothing = (state: SearchState): boolean =>
  state.results !== null && state.results.sections.every((s) => s.totalHits === 0 || s.hits.length === 0);

function append(section: SearchSection, next: SearchSection): SearchSection {
  // A page can repeat an item when the catalogue changed between pages: keep the first.
  const seen = new Set(section.hits.map((hit) => hit.id));
  const added = next.hits.filter((hit) => !seen.has(hit.id));
  return {
    ...section,
    hits: orderHits(section.type, [...section.hits, ...added]),
    page: next.page,
    totalPages: next.totalPages,
    totalHits: next.totalHits,
  };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'opened':
      return { ...state, opened: true };
    case 'new':
      return { ...state, value: '', refine: null, results: null };
    case 'valueUpdated':
      return { ...state, value: action.value };
    case 'refineUpdated':
      return { ...state, refine: action.refine };
    case 'popularSet':
      return { ...state, popular: action.popular };
    case 'resultsSet': {
      // Another query's sections may not include the refined type: start from every section.
      const sameQuery = state.results !== null && action.results !== null && state.results.query === action.results.query;
      return { ...state, refine: sameQuery ? state.refine : null, results: action.results && orderResults(action.results) };
    }
    case 'nextPageAppended': {
      // A page for an earlier query (the viewer typed meanwhile) is dropped.
      const results = state.results;
      if (!results || results.query !== action.query) return state;
      const sections = results.sections.map((s) => (s.type === action.section.type ? append(s, action.section) : s));
      return { ...state, results: { ...results, sections } };
    }
  }
}
