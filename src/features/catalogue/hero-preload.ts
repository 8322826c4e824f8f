// The first hero's artwork is the home page's largest paint. A server render preloads exactly
// the image the <picture> in HeroSlide will pick — same srcset, sizes and media — so the
// browser fetches it while it is still reading the page's head.
import type { PageContent } from '../../contracts/content.ts';
import type { MenuLayout } from '../../contracts/realm.ts';
import { menuLayoutOf, type ImagePreload, type ScreenContext } from '../../lib/core/index.ts';
import { DESKTOP_MEDIA, SIDEBAR_WIDTH_PX } from '../../lib/layout.ts';
import { artworkSrcSet, artworkUrl } from '../../ui/artwork.ts';
import { NARROW_SCREEN } from './card-view.ts';

/** Hero widths: beside a desktop sidebar the heroes are narrower than the viewport. */
export function heroSizesFor(layout: MenuLayout): string {
  return layout === 'SIDEBAR' ? `${DESKTOP_MEDIA} calc(100vw - ${SIDEBAR_WIDTH_PX}px), 100vw` : '100vw';
}

export const HERO_FALLBACK_WIDTH = 1280;
/** Narrow screens show the portrait artwork across the whole width. */
export const HERO_PORTRAIT_SIZES = '100vw';
const WIDE_SCREEN = '(min-width: 600px)';

export function homePreloads(page: PageContent, core: ScreenContext): ImagePreload[] {
  const hero = page.heroes[0];
  if (!hero) return [];
  return [
    {
      href: artworkUrl(hero.portraitImageUrl, HERO_FALLBACK_WIDTH),
      srcSet: artworkSrcSet(hero.portraitImageUrl),
      sizes: HERO_PORTRAIT_SIZES,
      media: NARROW_SCREEN,
    },
    {
      href: artworkUrl(hero.imageUrl, HERO_FALLBACK_WIDTH),
      srcSet: artworkSrcSet(hero.imageUrl),
      sizes: heroSizesFor(menuLayoutOf(core.realm, core.init)),
      media: WIDE_SCREEN,
    },
  ];
}
