// The vesper search page (spec §2 route `search`, §9 "Search"). The query lives in the address
// (`?q=`), so the page renders on the server and survives a reload; the loader answers the
// first page of every section, or popular content before anything is typed. A search that
// fails is shown inside the page (the field stays usable), not as the route's error screen.
// Realms without the vendor engine have the #search overlay over home instead.
import { SEARCH_TYPES } from '../../contracts/browse-constants.ts';
import { defineScreen, type ImagePreload } from '../../lib/core/index.ts';
import { routePath } from '../../lib/routes.ts';
import { artworkSrcSet, artworkUrl } from '../../ui/artwork.ts';
import { POSTER, POSTER_MAX_WIDTH, POSTER_SIZES, cardArtwork } from './card.ts';
import type { SearchScreenData } from './loader.ts';

export type { SearchScreenData } from './loader.ts';

/** The first card on screen is the page's largest paint: a server render preloads its poster. */
export function searchPreloads(data: SearchScreenData): ImagePreload[] {
  const sections = data.results?.sections ?? [];
  const first =
    SEARCH_TYPES.flatMap((type) => sections.find((s) => s.type === type)?.hits ?? [])[0] ??
    data.popular?.popularEvents.events[0] ??
    data.popular?.popularVods.vods[0];
  if (!first) return [];
  const src = cardArtwork(first);
  return [{ href: artworkUrl(src, POSTER.width), srcSet: artworkSrcSet(src, POSTER_MAX_WIDTH), sizes: POSTER_SIZES }];
}

export const searchScreen = defineScreen({
  name: 'search',
  loader: async ({ core, url, signal }) => (await import('./loader.ts')).loadSearchScreen(core, url, signal),
  preload: import.meta.env.SSR ? searchPreloads : undefined,
  lazy: () => import('./SearchScreen.tsx').then((m) => ({ Component: m.SearchScreen })),
  // Spec §2: without the vendor engine, '/search' is home with the search overlay.
  unavailable: (core) => routePath('home', { locale: core.locale, hash: 'search' }),
});
