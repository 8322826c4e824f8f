// The library's loaders, a chunk of their own: the route objects (routes.ts) are in the
// router's start-up chunk, which every first page downloads, while these (and the api and
// interstitial rules they use) are needed only when a library page is opened — fetched then,
// beside the screen's own chunk.
import { redirect } from 'react-router';
import type { ContentDetail } from '../../contracts/library.ts';
import { contentPath } from '../../lib/content-routes.ts';
import type { ScreenContext } from '../../lib/core/index.ts';
import { loadContent, loadNews, pageParam } from './api.ts';
import { interstitialPlan, type InterstitialPlan } from './interstitial-plan.ts';

export type ContainerPage = { detail: ContentDetail; interstitial: InterstitialPlan | null };
export type SeriesPage = ContainerPage & {
  /** The chosen season (`?season=`, else the first) with a page of its episodes; null without seasons. */
  season: ContentDetail | null;
};

export async function loadContainer(
  core: ScreenContext,
  route: 'playlist' | 'season',
  id: string,
  url: URL,
  signal: AbortSignal,
): Promise<ContainerPage> {
  const type = route === 'playlist' ? 'VOD_PLAYLIST' : 'VOD_SEASON';
  const detail = await loadContent(core, id, { type, page: pageParam(url) }, signal);
  return { detail, interstitial: interstitialPlan(core, route, url, id, detail.item.coverUrl) };
}

export async function loadSeries(core: ScreenContext, id: string, url: URL, signal: AbortSignal): Promise<SeriesPage> {
  const detail = await loadContent(core, id, { type: 'VOD_SERIES' }, signal);
  const seasons = detail.seasons ?? [];
  const asked = url.searchParams.get('season');
  const chosen = seasons.find((s) => s.id === asked) ?? seasons[0];
  const season = chosen ? await loadContent(core, chosen.id, { type: 'VOD_SEASON', page: pageParam(url) }, signal) : null;
  return { detail, season, interstitial: interstitialPlan(core, 'series', url, id, detail.item.coverUrl) };
}

export const loadNewsPage = (core: ScreenContext, url: URL, signal: AbortSignal) => loadNews(core, pageParam(url), signal);

export const loadNewsItem = (core: ScreenContext, id: string, signal: AbortSignal) => loadContent(core, id, { type: 'NEWS' }, signal);

/** The interstitial route: the interstitial, then the item's own page (spec §2). */
export async function loadInterstitial(core: ScreenContext, id: string, url: URL, signal: AbortSignal): Promise<ContainerPage> {
  const detail = await loadContent(core, id, {}, signal);
  const interstitial = interstitialPlan(core, 'interstitial', url, id, detail.item.coverUrl);
  // Without an interstitial to show the route is only a way to the item.
  if (!interstitial) throw redirect(contentPath(detail.item.type, detail.item.id, core.locale));
  return { detail, interstitial };
}
