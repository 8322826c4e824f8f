// The lists feature's calls: the viewer's favourites and watchlists (customers only).
import type { CardPage, WatchlistDetail, WatchlistSummary } from '../../contracts/schedule.ts';
import type { Http } from '../../lib/http.ts';

export function loadFavourites(http: Http, locale: string, page: number, signal?: AbortSignal): Promise<CardPage> {
  return http.call('favourites', { query: { p: page, lk: locale }, signal });
}

export async function loadWatchlists(http: Http, signal?: AbortSignal): Promise<WatchlistSummary[]> {
  return (await http.call('watchlists', { signal })).watchlists;
}

export const loadWatchlist = (http: Http, id: string, locale: string): Promise<WatchlistDetail> =>
  http.call('watchlistGet', { params: { id }, query: { lk: locale } });
export const createWatchlist = (http: Http, name: string) => http.call('watchlistCreate', { body: { name } });
export const renameWatchlist = (http: Http, id: string, name: string) => http.call('watchlistRename', { params: { id }, body: { name } });
export const deleteWatchlist = (http: Http, id: string) => http.call('watchlistDelete', { params: { id } });
export const removeWatchlistItem = (http: Http, id: string, contentId: string) =>
  http.call('watchlistItemDelete', { params: { id, contentId } });
