// The library's screens (spec §2): playlist, series, season, news list, news item and the
// interstitial, each a lazy route object of the screen module. Loaders call api.ts only and
// decide whether the page opens with the interstitial (interstitial-plan.ts), so a server
// render draws the same first screen as the browser.
import { defineScreen } from '../../lib/core/index.ts';
import { pagePreloads } from './artwork.ts';

// Loaders load with the page they are for (loaders.ts says why).
const loaders = () => import('./loaders.ts');

export type { ContainerPage, SeriesPage } from './loaders.ts';

export const playlistScreen = defineScreen({
  name: 'playlist',
  loader: async ({ core, params, url, signal }) => (await loaders()).loadContainer(core, 'playlist', params.id, url, signal),
  lazy: () => import('./ContainerScreen.tsx').then((m) => ({ Component: m.PlaylistScreen })),
  preload: import.meta.env.SSR ? (page) => pagePreloads(page.detail.item.coverUrl, page.interstitial) : undefined,
});

export const seasonScreen = defineScreen({
  name: 'season',
  loader: async ({ core, params, url, signal }) => (await loaders()).loadContainer(core, 'season', params.id, url, signal),
  lazy: () => import('./ContainerScreen.tsx').then((m) => ({ Component: m.SeasonScreen })),
  preload: import.meta.env.SSR ? (page) => pagePreloads(page.detail.item.coverUrl, page.interstitial) : undefined,
});

export const seriesScreen = defineScreen({
  name: 'series',
  loader: async ({ core, params, url, signal }) => (await loaders()).loadSeries(core, params.id, url, signal),
  lazy: () => import('./SeriesScreen.tsx').then((m) => ({ Component: m.SeriesScreen })),
  preload: import.meta.env.SSR ? (page) => pagePreloads(page.detail.item.coverUrl, page.interstitial) : undefined,
});

export const newsScreen = defineScreen({
  name: 'news',
  loader: async ({ core, url, signal }) => (await loaders()).loadNewsPage(core, url, signal),
  lazy: () => import('./NewsScreen.tsx').then((m) => ({ Component: m.NewsScreen })),
});

export const newsItemScreen = defineScreen({
  name: 'newsItem',
  loader: async ({ core, params, signal }) => (await loaders()).loadNewsItem(core, params.id, signal),
  lazy: () => import('./NewsItemScreen.tsx').then((m) => ({ Component: m.NewsItemScreen })),
  preload: import.meta.env.SSR ? (detail) => pagePreloads(detail.item.coverUrl, null) : undefined,
});

/** The interstitial route: the interstitial, then the item's own page (spec §2). */
export const interstitialScreen = defineScreen({
  name: 'interstitial',
  loader: async ({ core, params, url, signal }) => (await loaders()).loadInterstitial(core, params.id, url, signal),
  lazy: () => import('./InterstitialScreen.tsx').then((m) => ({ Component: m.InterstitialScreen })),
  preload: import.meta.env.SSR ? (page) => pagePreloads(null, page.interstitial) : undefined,
});

export const LIBRARY_SCREENS = [playlistScreen, seasonScreen, seriesScreen, newsScreen, newsItemScreen, interstitialScreen] as const;
