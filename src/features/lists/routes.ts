// The viewer's lists: favourites (realms without watchlists), my list (unless the realm turns
// it off; the same favourites, spec §2) and watchlists. The guard lets anyone reach them (§6);
// only customers have lists (decision 0031), so anyone else gets a sign-in prompt. A server
// render does not know the viewer: with a stored session it renders the public shell and the
// browser loads the list once hydrated.
import { PUBLIC_SHELL, defineScreen, isGuestRole, type ScreenContext } from '../../lib/core/index.ts';
import { loadFavourites, loadWatchlists } from './api.ts';

export const SIGNED_OUT = { signedOut: true } as const;

function withCustomer<T>(core: ScreenContext, load: () => Promise<T>): Promise<T | typeof SIGNED_OUT | typeof PUBLIC_SHELL> {
  if (core.serverRender) return Promise.resolve(core.storedSession === false ? SIGNED_OUT : PUBLIC_SHELL);
  if (isGuestRole(core.viewer.role)) return Promise.resolve(SIGNED_OUT);
  return load();
}

const lazyFavourites = () => import('./FavouritesScreen.tsx').then((m) => ({ Component: m.FavouritesScreen }));

export const favouritesScreen = defineScreen({
  name: 'favourites',
  loader: ({ core, signal }) => withCustomer(core, () => loadFavourites(core.http, core.locale, 1, signal)),
  lazy: lazyFavourites,
});

export const myListScreen = defineScreen({
  name: 'myList',
  loader: ({ core, signal }) => withCustomer(core, () => loadFavourites(core.http, core.locale, 1, signal)),
  lazy: lazyFavourites,
});

export const watchlistsScreen = defineScreen({
  name: 'watchlists',
  loader: ({ core, signal }) => withCustomer(core, () => loadWatchlists(core.http, signal)),
  lazy: () => import('./WatchlistsScreen.tsx').then((m) => ({ Component: m.WatchlistsScreen })),
});

export const LIST_SCREENS = [favouritesScreen, myListScreen, watchlistsScreen] as const;
