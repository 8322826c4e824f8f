// The route table. Each feature exports its screens (lib/core/screen.ts); adding a screen is
// one line in SCREENS. Every language's paths are registered at once, so the router lives as
// long as the page and a link in the previous language still resolves after a switch.
import { RouterContextProvider, createBrowserRouter, data, type RouteObject } from 'react-router';
import { homeScreen } from '../features/catalogue/routes.ts';
import {
  childProfileAtom,
  currentRealm,
  http,
  roleAtom,
  screenContext,
  screenRoutes,
  store,
  type ScreenContext,
} from '../lib/core/index.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { rootRedirect } from './RootRedirect.tsx';
import { NotFoundView } from './screens/NotFoundView.tsx';
import { RouteError } from './screens/RouteError.tsx';
import { Shell } from './Shell.tsx';

const SCREENS = [homeScreen] as const;

function notFoundLoader(): never {
  throw data('Not found', { status: 404 });
}

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'shell',
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        { index: true, loader: rootRedirect },
        ...SCREENS.flatMap((screen) => screenRoutes(screen, RouteError)),
        // A loader error, not just a view, so a server render answers 404 for an unknown path.
        { path: '*', loader: notFoundLoader, ErrorBoundary: RouteError, Component: NotFoundView },
      ],
    },
  ];
}

/** What loaders see in the browser: the ready realm as it is at the time of the navigation. */
export function browserScreenContext(): ScreenContext {
  const ready = currentRealm();
  if (!ready) throw new Error('The router runs only once the realm is ready');
  const viewer = { role: store.get(roleAtom), childProfile: store.get(childProfileAtom) };
  return { http, realm: ready.realm, init: ready.init, locale: ready.locale, viewportWidth: window.innerWidth, viewer };
}

export function routerContext(context: ScreenContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[screenContext, context]]));
}

export function createAppRouter(basename: string) {
  return createBrowserRouter(appRoutes(), { basename, getContext: () => routerContext(browserScreenContext()) });
}
