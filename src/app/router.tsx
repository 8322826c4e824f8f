// The route table. Each feature exports its screens (lib/core/screen.ts); adding a screen is
// one line in SCREENS. Every language of the realm has its paths registered at once, so the
// router lives as long as the page and a link in the previous language still resolves after a
// switch.
import { RouterContextProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LIBRARY_SCREENS } from '../features/library/routes.ts';
import { CATALOGUE_SCREENS, homeScreen } from '../features/catalogue/routes.ts';
import { PLAYER_SCREENS } from '../features/player/routes.ts';
import { confirmPinResetScreen } from '../features/profiles/routes.ts';
import { searchScreen } from '../features/search/routes.ts';
import { SESSION_SCREENS } from '../features/session/routes.ts';
import { SCHEDULE_SCREENS } from '../features/schedule/routes.ts';
import { LIST_SCREENS } from '../features/lists/routes.ts';
import { ACCOUNT_SCREENS } from '../features/account/routes.ts';
import { PURCHASE_SCREENS } from '../features/purchase/routes.ts';
import { GIFT_SCREENS } from '../features/gifts/routes.ts';
import { fightersScreen } from '../features/fighters/routes.ts';
import { defaultMenuTarget } from '../features/navigation/menu-target.ts';
import { visibleMenuItems } from '../features/navigation/visibility.ts';
import type { InitResponse } from '../contracts/init.ts';
import { languagePart } from '../contracts/locale.ts';
import type { RealmSettings } from '../contracts/realm.ts';
import {
  currentRealm,
  currentViewer,
  guestCheckIn,
  http,
  licenceRedirectPending,
  notFound,
  screenContext,
  screenRoutes,
  type AnyScreen,
  type ScreenContext,
  type Viewer,
  settleHydration,
} from '../lib/core/index.ts';
import { disconnectedScreen } from './screens/Disconnected.tsx';
import { legacyRoutes } from './legacy-routes.ts';
import { REDIRECT_SCREENS } from './redirect-screens.ts';
import { shellLoader } from './shell-loader.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { rootRedirect } from './RootRedirect.tsx';
import { NotFoundView } from './screens/NotFoundView.tsx';
import { RouteError } from './screens/RouteError.tsx';
import { Shell } from './Shell.tsx';

const SCREENS: readonly AnyScreen[] = [
  homeScreen,
  ...CATALOGUE_SCREENS,
  disconnectedScreen,
  ...REDIRECT_SCREENS,
  ...SESSION_SCREENS,
  confirmPinResetScreen,
  ...LIBRARY_SCREENS,
  ...SCHEDULE_SCREENS,
  ...LIST_SCREENS,
  ...ACCOUNT_SCREENS,
  ...PURCHASE_SCREENS,
  ...GIFT_SCREENS,
  fightersScreen,
  ...PLAYER_SCREENS,
  searchScreen,
];

function notFoundLoader(): never {
  throw notFound();
}

/** The language parts of a realm's languages ("en", "pt"): the paths its router registers. */
export function routeLanguages(realm: RealmSettings): string[] {
  return realm.realmLanguages.map((entry) => languagePart(entry.language));
}

/** The route table, with the paths of `languages` only when given (routeLanguages). */
export function appRoutes(languages?: readonly string[]): RouteObject[] {
  return [
    {
      id: 'shell',
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      loader: shellLoader,
      // Query parameters act when they change, not on every navigation below the shell.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.search !== nextUrl.search,
      children: [
        { index: true, loader: rootRedirect },
        ...SCREENS.flatMap((screen) => screenRoutes(screen, RouteError, languages)),
        ...legacyRoutes(),
        // A loader error, not just a view, so a server render answers 404 for an unknown path.
        { path: '*', loader: notFoundLoader, ErrorBoundary: RouteError, Component: NotFoundView },
      ],
    },
  ];
}

/** Where "/" leads for a viewer: the first HOME item of the menu they see (spec §2 root). */
export function defaultTargetFor(realm: RealmSettings, init: InitResponse, locale: string, viewer: Viewer): string {
  return defaultMenuTarget(visibleMenuItems(init.menu?.items ?? [], viewer, realm), { realm, locale });
}

async function checkInAsGuest(): Promise<Viewer> {
  await guestCheckIn();
  return currentViewer();
}

/** What loaders see in the browser: the ready realm and the viewer as they are at the time of the navigation. */
export function browserScreenContext(): ScreenContext {
  const ready = currentRealm();
  if (!ready) throw new Error('The router runs only once the realm is ready');
  const viewer = currentViewer();
  return {
    http,
    realm: ready.realm,
    init: ready.init,
    locale: ready.locale,
    viewportWidth: window.innerWidth,
    viewer,
    defaultTarget: defaultTargetFor(ready.realm, ready.init, ready.locale, viewer),
    basename: ready.basename,
    checkIn: checkInAsGuest,
    viewerNow: currentViewer,
    licenceRedirectPending: licenceRedirectPending(),
    production: import.meta.env.PROD,
  };
}

export function routerContext(context: ScreenContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[screenContext, context]]));
}

/**
 * The browser's route objects: one set for the page's life, so preloading below fills the ones
 * the router uses. The realm's languages' paths: a language switch stays among them.
 */
let browserRoutes: RouteObject[] | null = null;
const clientRoutes = () => {
  const ready = currentRealm();
  return (browserRoutes ??= appRoutes(ready ? routeLanguages(ready.realm) : undefined));
};

/**
 * Loads the lazy screens the page's URL matches before a server-rendered page hydrates. The
 * server rendered the screen's component; a router that still has to load it would render its
 * fallback in the first client render, and hydration would not match the HTML.
 */
export async function loadMatchedScreens(basename: string, location: Pick<Location, 'pathname'> = window.location): Promise<void> {
  const matches = matchRoutes(clientRoutes(), location.pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

let prepared: { basename: string; router: ReturnType<typeof createAppRouter> } | null = null;

/**
 * Creates the page's router ahead of the first render, as a start-up step of its own: made in
 * the first render (App's state) it was the longest piece of hydration that React cannot split
 * (every language's routes are ranked and the embedded data is read in one go).
 */
export function prepareAppRouter(basename: string): void {
  prepared = { basename, router: createAppRouter(basename) };
}

/** The router prepared for this basename, else a new one. A prepared router is handed out once. */
export function takeAppRouter(basename: string): ReturnType<typeof createAppRouter> {
  const ready = prepared;
  prepared = null;
  return ready && ready.basename === basename ? ready.router : createAppRouter(basename);
}

export function createAppRouter(basename: string) {
  const router = createBrowserRouter(clientRoutes(), { basename, getContext: () => routerContext(browserScreenContext()) });
  // Parts still waiting to hydrate (far down a server-rendered page) hydrate as soon as the
  // router moves: new loader data for a part still showing server HTML would hold the whole
  // transition until the viewer scrolled to it.
  // A hash-only change (#profiles) moves the location without a navigation state: any change
  // of location counts.
  const start = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === start && state.navigation.state === 'idle' && state.revalidation === 'idle') return;
    unsubscribe();
    void settleHydration();
  });
  return router;
}
