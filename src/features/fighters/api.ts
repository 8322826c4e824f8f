// The fighters feature's calls: every category's top fighters, and one category's next slice.
import { FIGHTERS_DEFAULT_ITEMS } from '../../contracts/browse-constants.ts';
import type { FighterCategory, FightersAnswer } from '../../contracts/schedule.ts';
import type { Http } from '../../lib/http.ts';

export function loadRankings(http: Http, signal?: AbortSignal): Promise<FightersAnswer> {
  return http.call('fighters', { query: { limit: FIGHTERS_DEFAULT_ITEMS }, signal });
}

export function loadMoreFighters(http: Http, category: FighterCategory, offset: number): Promise<FightersAnswer> {
  return http.call('fighters', { query: { category, offset, limit: FIGHTERS_DEFAULT_ITEMS } });
}
