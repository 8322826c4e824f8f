// What a search card shows (spec §3 "Content card (from search hits)"): the poster — the small
// cover, else the thumbnail, else the wide cover — and one line of meta; where it leads.
import type { ContentCard } from '../../contracts/content.ts';
import type { SearchType } from '../../contracts/search.ts';
import { isFuture } from '../../lib/format.ts';
import { routePath } from '../../lib/routes.ts';

/** Posters are 2:3; the grid gives them 104–176 CSS px. */
export const POSTER = { width: 320, height: 480 } as const;
/** A phone's grid: three columns, the page's 16 px padding each side and two 16 px gaps. */
export const POSTER_SIZES = '(max-width: 599.98px) calc((100vw - 64px) / 3), 176px';
export const POSTER_MAX_WIDTH = 640;
/** The first row of a grid on a phone: loaded at once, not lazily. */
export const FIRST_ROW = 3;

const present = (url: string | null | undefined): url is string => typeof url === 'string' && url.trim() !== '';

export function cardArtwork(card: Pick<ContentCard, 'smallCoverUrl' | 'thumbnailUrl' | 'coverUrl'>): string {
  return [card.smallCoverUrl, card.thumbnailUrl, card.coverUrl].find(present) ?? '';
}

export type SearchCardMeta =
  | { kind: 'live' }
  | { kind: 'upcoming'; startDate: string }
  | { kind: 'seasons'; count: number }
  | { kind: 'videos'; count: number }
  | { kind: 'none' };

export function cardMeta(card: ContentCard, now: number): SearchCardMeta {
  if (card.type === 'LIVE_EVENT') {
    if (card.live) return { kind: 'live' };
    if (card.startDate && isFuture(card.startDate, now)) return { kind: 'upcoming', startDate: card.startDate };
    return { kind: 'none' };
  }
  if (card.type === 'VOD_SERIES' && card.seasonCount !== null) return { kind: 'seasons', count: card.seasonCount };
  if (card.type === 'VOD_PLAYLIST' && card.vodCount !== null) return { kind: 'videos', count: card.vodCount };
  return { kind: 'none' };
}

const ROUTE_BY_TYPE = { LIVE_EVENT: 'live', VOD_VIDEO: 'video', VOD_PLAYLIST: 'playlist', VOD_SERIES: 'series' } as const;

/** A hit's page; a type search never answers (a season, news) falls back to nothing. */
export function cardPath(card: Pick<ContentCard, 'type' | 'id'>, locale: string): string | null {
  const route = (ROUTE_BY_TYPE as Partial<Record<string, (typeof ROUTE_BY_TYPE)[SearchType]>>)[card.type];
  return route ? routePath(route, { params: { id: card.id }, locale }) : null;
}
