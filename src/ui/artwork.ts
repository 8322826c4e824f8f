// Artwork URLs are width-less; the server renders whatever `?w=` asks for, snapped to the
// ARTWORK_WIDTHS ladder. These helpers build the src and srcset from that ladder.
import { ARTWORK_WIDTHS } from '../contracts/paths.ts';

export function artworkUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export function artworkSrcSet(url: string, maxWidth: number = ARTWORK_WIDTHS[ARTWORK_WIDTHS.length - 1] ?? 2560): string {
  return ARTWORK_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${artworkUrl(url, w)} ${w}w`)
    .join(', ');
}
