// What a card shows besides its title: artwork for the rail's shape, and one line of meta
// (live, upcoming start, season or video count).
import type { ContentCard } from '../../contracts/content.ts';
import { formatStartTime, isFuture } from '../../lib/format.ts';

export type ImageStyle = 'LANDSCAPE' | 'PORTRAIT';

/** Intrinsic artwork sizes: 16:9 landscape, 2:3 portrait. */
export const CARD_ART = {
  LANDSCAPE: { width: 480, height: 270 },
  PORTRAIT: { width: 320, height: 480 },
} as const;

/** Card widths in CSS px (narrow, wide screens); `sizes` follows them exactly. */
export const CARD_WIDTH = {
  LANDSCAPE: { narrow: 240, wide: 288 },
  PORTRAIT: { narrow: 144, wide: 184 },
} as const;

export const NARROW_SCREEN = '(max-width: 599.98px)';

export function cardSizes(style: ImageStyle): string {
  const w = CARD_WIDTH[style];
  return `${NARROW_SCREEN} ${w.narrow}px, ${w.wide}px`;
}

export function cardArtwork(card: ContentCard, style: ImageStyle): string {
  // Portrait rails use the small cover (the poster); landscape rails the 16:9 cover. Widths
  // come from srcset, so the larger cover costs nothing extra at card size.
  if (style === 'PORTRAIT') return card.smallCoverUrl || card.thumbnailUrl || card.coverUrl;
  return card.coverUrl || card.thumbnailUrl || card.smallCoverUrl;
}

export type CardMeta =
  | { kind: 'live' }
  | { kind: 'upcoming'; when: string }
  | { kind: 'seasons'; count: number }
  | { kind: 'videos'; count: number }
  | { kind: 'none' };

/** `timeZone`: the viewer's own when absent; a server render (and hydration) uses UTC. */
export function cardMeta(card: ContentCard, locale: string, now: number = Date.now(), timeZone?: 'UTC'): CardMeta {
  if (card.type === 'LIVE_EVENT') {
    if (card.live) return { kind: 'live' };
    if (card.startDate && isFuture(card.startDate, now)) {
      return { kind: 'upcoming', when: formatStartTime(card.startDate, locale, timeZone) };
    }
  }
  if (card.type === 'VOD_SERIES' && card.seasonCount !== null) return { kind: 'seasons', count: card.seasonCount };
  if ((card.type === 'VOD_PLAYLIST' || card.type === 'VOD_SEASON') && card.vodCount !== null)
    return { kind: 'videos', count: card.vodCount };
  return { kind: 'none' };
}
