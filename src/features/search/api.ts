// The search's calls: popular content, and a search as one call per section (each type pages
// on its own, 12 at a time, so every section has its own "load more").
import { SEARCH_TYPES } from '../../contracts/browse-constants.ts';
import type { PopularAnswer, SearchType } from '../../contracts/search.ts';
import type { Http } from '../../lib/http.ts';
import { SEARCH_PAGE_SIZE, type SearchResults, type SearchSection } from './state.ts';

export const loadPopular = (http: Http, locale: string, signal?: AbortSignal): Promise<PopularAnswer> =>
  http.call('popular', { query: { lk: locale }, signal });

/** One page of one section. */
export async function loadSectionPage(
  http: Http,
  locale: string,
  query: string,
  type: SearchType,
  page: number,
  signal?: AbortSignal,
): Promise<SearchSection> {
  const answer = await http.call('search', {
    query: { q: query, type, p: page, hitsPerPage: SEARCH_PAGE_SIZE, lk: locale },
    signal,
  });
  return { type, hits: answer.hits, page, totalPages: answer.totalPages, totalHits: answer.totalHits };
}

/** The first page of every section, in parallel. */
export async function loadResults(http: Http, locale: string, query: string, signal?: AbortSignal): Promise<SearchResults> {
  const sections = await Promise.all(SEARCH_TYPES.map((type) => loadSectionPage(http, locale, query, type, 1, signal)));
  return { query, sections };
}

/** What the field sends: trimmed, at most the server's 100 characters, nothing without a letter or digit. */
export function searchableQuery(value: string): string {
  const query = value.trim().slice(0, 100);
  return /[\p{L}\p{N}]/u.test(query) ? query : '';
}
