// The promo notification (spec §3 "Promo notification", §7): where its link leads. A promo
// links either to a URL (opened in a new tab when `openInNewTab`) or to a content item of
// three kinds, opened at that item's page like a card would. Pure, so the rule is unit-tested.
import type { PromoNotification } from '../../contracts/browse.ts';
import type { ContentType } from '../../contracts/content.ts';
import { contentPath } from '../../lib/content-routes.ts';
import { safeHttpUrl } from './app-banner.ts';

const CONTENT_TYPE: Readonly<Record<'VOD' | 'LIVE' | 'PLAYLIST', ContentType>> = {
  VOD: 'VOD_VIDEO',
  LIVE: 'LIVE_EVENT',
  PLAYLIST: 'VOD_PLAYLIST',
};

export type PromoTarget =
  | { kind: 'content'; to: string }
  | { kind: 'url'; href: string; newTab: boolean }
  /** Neither link is usable: the promo still shows, its call to action only dismisses it. */
  | { kind: 'none' };

export function promoTarget(promo: Pick<PromoNotification, 'link' | 'openInNewTab'>, locale: string): PromoTarget {
  const { contentLink, linkUrl } = promo.link;
  // A content link wins: it stays inside the app, in the viewer's language.
  if (contentLink) return { kind: 'content', to: contentPath(CONTENT_TYPE[contentLink.type], contentLink.contentId, locale) };
  const href = safeHttpUrl(linkUrl);
  return href ? { kind: 'url', href, newTab: promo.openInNewTab } : { kind: 'none' };
}
