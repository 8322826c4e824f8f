// The screen module: a screen is a route name, a loader that calls its feature's api.ts, a
// component, and an error element. `screenRoutes` turns it into react-router route objects,
// one per language's path, so the app's router adds a screen with one line. Loaders receive
// everything through the router's context (never module globals), so the same loader runs in
// the browser on navigation and on the server for a first visit; offline they are answered
// by the service worker's caches, because they only ever call the http client.
import type { ComponentType } from 'react';
import { createContext, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { InitResponse } from '../../contracts/init.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Http } from '../http.ts';
import type { Viewer } from './session.ts';
import { loadWithRetry } from '../lazy-retry.ts';
import { routePatterns, type RouteName, type RouteParams } from '../routes.ts';

/** What every loader may use: the realm, its locale and init payload, and the http client. */
export type ScreenContext = {
  http: Http;
  realm: RealmSettings;
  init: InitResponse;
  locale: string;
  /** CSS pixels; page sizes follow it (spec §7). The server passes a guess from client hints. */
  viewportWidth: number;
  /** Who is looking: menus and guards depend on it. A server render is always a guest's. */
  viewer: Viewer;
};

export const screenContext = createContext<ScreenContext>();

export type ScreenLoaderArgs<N extends RouteName> = {
  params: RouteParams<N>;
  url: URL;
  signal: AbortSignal;
  core: ScreenContext;
};

type LazyScreen = { Component: ComponentType; ErrorBoundary?: ComponentType };

/** An image the page's first paint needs (its LCP candidate): a server render preloads it. */
export type ImagePreload = { href: string; srcSet: string; sizes: string; media?: string };

/** What a route carries for the server render (react-router's `handle`). */
export type ScreenHandle = { preload?: (data: unknown, core: ScreenContext) => ImagePreload[] };

export type Screen<N extends RouteName, Data> = {
  name: N;
  loader?: (args: ScreenLoaderArgs<N>) => Promise<Data>;
  /** The component, when it belongs in the first chunk (home); otherwise use `lazy`. */
  Component?: ComponentType;
  /** The component loaded on first visit (its own chunk). */
  lazy?: () => Promise<LazyScreen>;
  /** Shown when the loader or the component fails; the app's RouteError by default. */
  ErrorBoundary?: ComponentType;
  /** Images the first paint needs, preloaded with high priority by a server render. */
  preload?: (data: Data, core: ScreenContext) => ImagePreload[];
};

export function defineScreen<N extends RouteName, Data = undefined>(screen: Screen<N, Data>): Screen<N, Data> {
  return screen;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen, whatever its route
type AnyScreen = Screen<any, any>;

export type ScreenData<S extends AnyScreen> = S extends Screen<RouteName, infer Data> ? Data : never;

/** The data of the current screen's loader, typed from its definition: useScreenData<typeof homeScreen>(). */
export function useScreenData<S extends AnyScreen>(): ScreenData<S> {
  return useLoaderData() as ScreenData<S>;
}

/** Route objects for a screen: one per distinct path across languages. */
export function screenRoutes<N extends RouteName, Data>(screen: Screen<N, Data>, fallbackError?: ComponentType): RouteObject[] {
  const { loader } = screen;
  const routeLoader = loader
    ? ({ params, request, context }: LoaderFunctionArgs) =>
        loader({
          params: params as RouteParams<N>,
          url: new URL(request.url),
          signal: request.signal,
          core: context.get(screenContext),
        })
    : undefined;
  const ErrorBoundary = screen.ErrorBoundary ?? fallbackError;
  return routePatterns(screen.name).map((path) => {
    const handle: ScreenHandle = screen.preload ? { preload: screen.preload as ScreenHandle['preload'] } : {};
    const route: RouteObject = { id: `${screen.name}:${path}`, path, handle, ...(routeLoader ? { loader: routeLoader } : {}) };
    if (ErrorBoundary) route.ErrorBoundary = ErrorBoundary;
    if (screen.Component) route.Component = screen.Component;
    else if (screen.lazy) {
      const load = screen.lazy;
      route.lazy = async () => {
        const mod = await loadWithRetry(screen.name, load);
        return mod.ErrorBoundary ? { Component: mod.Component, ErrorBoundary: mod.ErrorBoundary } : { Component: mod.Component };
      };
    }
    return route;
  });
}
