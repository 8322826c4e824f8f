// The search page's loader, a chunk of its own: the route object is in the router's start-up
// chunk, which every first page downloads; this (with the api and the search state it uses)
// is fetched when the page is opened, beside the screen's own chunk.
import type { PopularAnswer } from '../../contracts/search.ts';
import type { ScreenContext } from '../../lib/core/index.ts';
import { loadPopular, loadResults, searchableQuery } from './api.ts';
import type { SearchResults } from './state.ts';

export type SearchScreenData = {
  query: string;
  popular: PopularAnswer | null;
  results: SearchResults | null;
  /** The search (or popular content) could not be loaded: the page says so, with a retry. */
  failed: boolean;
};

export async function loadSearchScreen(core: ScreenContext, url: URL, signal: AbortSignal): Promise<SearchScreenData> {
  const query = searchableQuery(url.searchParams.get('q') ?? '');
  try {
    if (!query) return { query, popular: await loadPopular(core.http, core.locale, signal), results: null, failed: false };
    return { query, popular: null, results: await loadResults(core.http, core.locale, query, signal), failed: false };
  } catch (error) {
    // A superseded navigation's answer is thrown away by the router anyway.
    if (signal.aborted) throw error;
    return { query, popular: null, results: null, failed: true };
  }
}
