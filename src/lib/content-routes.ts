// Where a card, hero, row or promo leads: one detail route per content type. Shared by every
// feature that links to content (the catalogue, the library, the promo notification).
import type { ContentType } from '../contracts/content.ts';
import { routePath } from './routes.ts';

type DetailRoute = 'live' | 'video' | 'playlist' | 'series' | 'season' | 'newsItem';

const ROUTE_BY_TYPE: Readonly<Record<ContentType, DetailRoute>> = {
  LIVE_EVENT: 'live',
  VOD_VIDEO: 'video',
  VOD_PLAYLIST: 'playlist',
  VOD_SERIES: 'series',
  VOD_SEASON: 'season',
  NEWS: 'newsItem',
};

export function contentPath(type: ContentType, id: string, locale?: string | null): string {
  return routePath(ROUTE_BY_TYPE[type], { params: { id }, locale });
}

/** Things you play get "watch now"; containers and articles get "more info". */
export function isPlayable(type: ContentType): boolean {
  return type === 'LIVE_EVENT' || type === 'VOD_VIDEO';
}
