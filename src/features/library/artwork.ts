// Artwork sizes of the library pages, shared by the images and the server render's preloads
// so both ask for the same file.
import type { ImagePreload } from '../../lib/core/index.ts';
import { artworkSrcSet, artworkUrl } from '../../ui/artwork.ts';
import type { InterstitialPlan } from './interstitial-plan.ts';

/** The header's 16:9 cover: the whole width on phones, the wider column of two from 900 px. */
export const HEADER_ART = { width: 1280, height: 720, sizes: '(min-width: 900px) 60vw, 100vw', fallbackWidth: 960 } as const;
/** The interstitial's image fills the page's width. */
export const INTERSTITIAL_ART = { width: 1600, height: 900, sizes: '100vw', fallbackWidth: 1280 } as const;
/** A row's thumbnail: 16:9, 160 px wide on phones, 224 px from 600 px. */
export const ROW_ART = { width: 224, height: 126, sizes: '(max-width: 599.98px) 160px, 224px' } as const;

function preloadOf(src: string, art: { sizes: string; fallbackWidth: number }): ImagePreload {
  return { href: artworkUrl(src, art.fallbackWidth), srcSet: artworkSrcSet(src), sizes: art.sizes };
}

/** The page's largest paint: the interstitial's image when the page opens with it, else the header's cover. */
export function pagePreloads(cover: string | null, interstitial: InterstitialPlan | null): ImagePreload[] {
  if (interstitial) return [preloadOf(interstitial.image, INTERSTITIAL_ART)];
  return cover ? [preloadOf(cover, HEADER_ART)] : [];
}
