// The query of GET /v1/init/ (spec §7): page sizes and menu platform follow the viewport.
import { isMobileWidth } from '../../lib/layout.ts';
import type { InitQuery } from './api.ts';

export const PREFERENCE_KEYS = ['subTitleLanguage', 'audioLanguage', 'autoAdvance', 'videoBackgroundAutoPlay'] as const;

export function buildInitQuery(locale: string, viewportWidth: number): InitQuery {
  const mobile = isMobileWidth(viewportWidth);
  return {
    lk: locale,
    pk: PREFERENCE_KEYS.join(','),
    readLicences: 'true',
    countEvents: 'LIVE',
    menuTargetPlatform: mobile ? 'MOBILE_WEB' : 'WEB',
    altMenuTargetPlatform: mobile ? 'WEB' : undefined,
    readIconStore: 'true',
    rpp: mobile ? 6 : 12,
    bpp: mobile ? 4 : 7,
  };
}
