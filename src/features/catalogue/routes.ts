// The catalogue's screens. Home is in the first chunk (it is where most visits land, and a
// lazy chunk would put a round trip before the first paint); the others use `lazy`.
import { gridContentType } from '../../contracts/browse-params.ts';
import { defineScreen } from '../../lib/core/index.ts';
import { loadBrowse, loadGrid, loadHome, loadReleases, loadSection, type GridSource } from './api.ts';
import { homePreloads } from './hero-preload.ts';
import { HomeRoute } from './HomeRoute.tsx';

export const homeScreen = defineScreen({
  name: 'home',
  loader: ({ core, signal }) => loadHome(core, signal),
  Component: HomeRoute,
  preload: import.meta.env.SSR ? homePreloads : undefined,
});

/** `?p=`: a page number, 1 when absent or not one. */
export function pageParam(url: URL): number {
  const p = Number(url.searchParams.get('p'));
  return Number.isInteger(p) && p >= 1 && p <= 10_000 ? p : 1;
}

/** `?bucket=` or `?type=` (a top-level type); videos when neither names something. */
export function gridSource(url: URL): GridSource {
  const bucket = url.searchParams.get('bucket');
  if (bucket && /^[a-z0-9-]{1,128}$/.test(bucket)) return { bucket };
  const type = url.searchParams.get('type');
  return { type: gridContentType.find((t) => t === type) ?? 'VOD_VIDEO' };
}

export const sectionScreen = defineScreen({
  name: 'section',
  loader: async ({ core, params, signal }) => ({ name: params.name, page: await loadSection(core, params.name, signal) }),
  lazy: () => import('./SectionScreen.tsx').then((m) => ({ Component: m.SectionScreen })),
});

export const gridScreen = defineScreen({
  name: 'grid',
  loader: async ({ core, url, signal }) => {
    const source = gridSource(url);
    return { source, grid: await loadGrid(core, source, pageParam(url), signal) };
  },
  lazy: () => import('./GridScreens.tsx').then((m) => ({ Component: m.GridScreen })),
});

export const releasesScreen = defineScreen({
  name: 'releases',
  loader: ({ core, url, signal }) => loadReleases(core, pageParam(url), signal),
  lazy: () => import('./GridScreens.tsx').then((m) => ({ Component: m.ReleasesScreen })),
});

export const browseScreen = defineScreen({
  name: 'browse',
  loader: ({ core, signal }) => loadBrowse(core, signal),
  lazy: () => import('./BrowseScreen.tsx').then((m) => ({ Component: m.BrowseScreen })),
});

export const CATALOGUE_SCREENS = [sectionScreen, gridScreen, releasesScreen, browseScreen] as const;
