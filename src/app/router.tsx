// The route table in data mode. Home and the shell are in the first chunk; every other screen
// loads on demand. Detail screens (video, live, series…) belong to later work and show the
// not-found view until then; the paths are registered so links already resolve.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadWithRetry } from '../lib/lazy-retry.ts';
import { routePattern, type RouteName } from '../lib/routes.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { HomeRoute } from './HomeRoute.tsx';
import { RootRedirect } from './RootRedirect.tsx';
import { RouteError } from './screens/RouteError.tsx';
import { Shell } from './Shell.tsx';

const notFound = () => loadWithRetry('not-found', () => import('./screens/NotFoundView.tsx'));

/** Registered paths whose screens are not built yet. */
const PENDING_ROUTES: readonly RouteName[] = [
  'browse',
  'search',
  'schedule',
  'section',
  'plugin',
  'playlist',
  'season',
  'series',
  'video',
  'live',
  'news',
  'newsItem',
  'liveEvents',
  'login',
  'signup',
  'logout',
  'account',
];

export function appRoutes(locale: string): RouteObject[] {
  return [
    {
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        { index: true, Component: RootRedirect },
        { path: routePattern('home', locale), Component: HomeRoute },
        ...PENDING_ROUTES.map((name): RouteObject => ({ path: routePattern(name, locale), lazy: notFound })),
        { path: '*', lazy: notFound },
      ],
    },
  ];
}

export function createAppRouter(basename: string, locale: string) {
  return createBrowserRouter(appRoutes(locale), { basename });
}
