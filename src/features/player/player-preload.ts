// The player page's largest paint is the stage's poster: a server render preloads exactly the
// image VideoStage's <img> will pick (same srcset and sizes).
import type { PlayerItem } from '../../contracts/progress.ts';
import type { ImagePreload } from '../../lib/core/index.ts';
import { artworkSrcSet, artworkUrl } from '../../ui/artwork.ts';

export const STAGE_SIZES = '(min-width: 1280px) 1280px, 100vw';
export const STAGE_FALLBACK_WIDTH = 1280;

export function playerPreloads(data: PlayerItem): ImagePreload[] {
  const src = data.item.coverUrl;
  return [{ href: artworkUrl(src, STAGE_FALLBACK_WIDTH), srcSet: artworkSrcSet(src), sizes: STAGE_SIZES }];
}
