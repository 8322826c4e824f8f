// The phone/desktop split (spec §9) and what follows from it on the wire: which menu platform
// and how many rails and items a page asks for (spec §7). Shared by the app, which knows the
// real width, and the server render, which guesses it. Zod-free.
import type { QueryOf } from './api.ts';

/** Below this width the app is "mobile": hamburger menu, MOBILE_WEB menus, smaller pages. */
export const MOBILE_BREAKPOINT_PX = 1025;

/** Widths a server render assumes for a phone and a desktop. */
export const GUESSED_WIDTH = { mobile: 390, desktop: 1280 } as const;

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/**
 * Spec §7's page sizes: `rpp` rails per page of a section, `bpp` items per page of a rail,
 * `bspp` section tiles per page of a section-link bucket.
 */
export function pageSizes(viewportWidth: number): { rpp: number; bpp: number; bspp: number } {
  return isMobileWidth(viewportWidth) ? { rpp: 6, bpp: 4, bspp: 10 } : { rpp: 12, bpp: 7, bspp: 20 };
}

/** Spec §9: grid results per page, 9 up to 720 px wide, 16 up to 1510 px, else 20. */
export function gridPageSize(viewportWidth: number): 9 | 16 | 20 {
  if (viewportWidth <= 720) return 9;
  if (viewportWidth <= 1510) return 16;
  return 20;
}

export const PREFERENCE_KEYS = ['subTitleLanguage', 'audioLanguage', 'autoAdvance', 'videoBackgroundAutoPlay'] as const;

export type InitQueryInput = NonNullable<QueryOf<'init'>>;

/** The query of GET /v1/init/: page sizes and menu platform follow the viewport. */
export function buildInitQuery(locale: string, viewportWidth: number): InitQueryInput {
  const mobile = isMobileWidth(viewportWidth);
  return {
    lk: locale,
    pk: PREFERENCE_KEYS.join(','),
    readLicences: 'true',
    countEvents: 'LIVE',
    menuTargetPlatform: mobile ? 'MOBILE_WEB' : 'WEB',
    altMenuTargetPlatform: mobile ? 'WEB' : undefined,
    readIconStore: 'true',
    ...pageSizes(viewportWidth),
  };
}
