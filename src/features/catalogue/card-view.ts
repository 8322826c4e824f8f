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

/**
 * What a rail's content box adds to its artwork's height, in CSS px: the heading, and under a
 * card its title and meta line (measured 109–131; a tile of section links has no text under it).
 */
const RAIL_TEXT = { cards: 128, tiles: 80 };

/**
 * A rail's content height before the browser has drawn it (the placeholder of
 * `content-visibility: auto`, padding apart), narrow and wide: within 24 px of the drawn rail,
 * so the page's length hardly changes as rails come into view, and never where the viewer is
 * looking.
 */
export function railPlaceholderHeight(style: ImageStyle, items: keyof typeof RAIL_TEXT): { narrow: number; wide: number } {
  const art = CARD_ART[style];
  const width = CARD_WIDTH[style];
  return {
    narrow: Math.round((width.narrow * art.height) / art.width) + RAIL_TEXT[items],
    wide: Math.round((width.wide * art.height) / art.width) + RAIL_TEXT[items],
  };
}

export function cardSizes(style: ImageStyle): string {
  const w = CARD_WIDTH[style];
  return `${NARROW_SCREEN} ${w.narrow}px, ${w.wide}px`;
}

/** Narrowest grid column on a phone: two landscape or two portrait cards side by side at 390 px. */
export const GRID_MIN_NARROW = { LANDSCAPE: 150, PORTRAIT: 110 } as const;
/** A grid page's side padding and the gap between its cards on a phone, in CSS px. */
export const GRID_PADDING_NARROW = 16;
export const GRID_GAP = 16;
/** Where NARROW_SCREEN ends: the grid's columns above it are not counted (see gridCardSizes). */
const NARROW_MAX = 600;

/** Columns of `repeat(auto-fill, minmax(min, 1fr))` in a phone's grid `viewport` CSS px wide. */
export function gridColumnsAt(style: ImageStyle, viewport: number): number {
  const inner = viewport - 2 * GRID_PADDING_NARROW;
  return Math.max(1, Math.floor((inner + GRID_GAP) / (GRID_MIN_NARROW[style] + GRID_GAP)));
}

/**
 * A grid card's width as the grid lays it out: on a phone, one entry per column count of the
 * auto-fill grid (the screen less the padding and the gaps, shared by the columns), so the
 * browser picks the artwork rung for the cell's real width (half a 412 px screen is 182 px,
 * not 50vw's 206: at 1.75 device pixels per px that is the 320 rung, not the 480); above it,
 * a cell a little wider than a rail card.
 */
export function gridCardSizes(style: ImageStyle): string {
  const entries: string[] = [];
  for (let columns = gridColumnsAt(style, 0); columns <= gridColumnsAt(style, NARROW_MAX - 1); columns += 1) {
    // The widest viewport with this many columns: the next column needs one more min + gap.
    const upTo = Math.min(NARROW_MAX, (GRID_MIN_NARROW[style] + GRID_GAP) * (columns + 1) - GRID_GAP + 2 * GRID_PADDING_NARROW);
    const fixed = 2 * GRID_PADDING_NARROW + GRID_GAP * (columns - 1);
    const width = columns === 1 ? `calc(100vw - ${fixed}px)` : `calc((100vw - ${fixed}px) / ${columns})`;
    entries.push(`(max-width: ${upTo - 0.02}px) ${width}`);
  }
  return `${entries.join(', ')}, ${Math.round(CARD_WIDTH[style].wide * 1.5)}px`;
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
