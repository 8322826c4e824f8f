// The screen module: a screen is a route name, a loader that calls its feature's api.ts, a
// component, and an error element. `screenRoutes` turns it into react-router route objects,
// one per language's path, so the app's router adds a screen with one line. Loaders receive
// everything through the router's context (never module globals), so the same loader runs in
// the browser on navigation and on the server for a first visit; offline they are answered
// by the service worker's caches, because they only ever call the http client.
import { createElement, type ComponentType } from 'react';
import { createContext, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { InitResponse } from '../../contracts/init.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Http } from '../http.ts';
import type { Viewer } from './session.ts';
import { loadWithRetry } from '../lazy-retry.ts';
import { routeAvailable, routePath, routePatterns, type RouteName, type RouteParams } from '../routes.ts';
import { guardEndedSession, guardRoute, isPublicFor, type GuardInput } from './guard.ts';
import { notFound, notFoundOr } from './not-found.ts';

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
  /** Where "/" leads for this viewer (the default menu target); the guard sends refused viewers there. Home when absent. */
  defaultTarget?: string;
  /** The router's basename ("/realm/arena" or "/"): login's `from` is a path inside it. */
  basename?: string;
  /** True on a server render: the viewer is unknown, pages needing one render their public shell. */
  serverRender?: boolean;
  /**
   * On a server render: whether the browser keeps a session for the realm (its hint cookie).
   * Without one the visitor is unauthenticated for sure, and the guard runs as in the browser.
   */
  storedSession?: boolean;
  /** Checks the visitor in as a guest and answers the new viewer (browser only). */
  checkIn?: () => Promise<Viewer>;
  /** The viewer at this moment, which a load can change by ending the session (browser only). */
  viewerNow?: () => Viewer;
  /** The stored external licence redirect flag (spec §4). */
  licenceRedirectPending?: boolean;
  /** A production build: OIDC login does not exist there. */
  production?: boolean;
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
export type ScreenHandle = { screen?: RouteName; preload?: (data: unknown, core: ScreenContext) => ImagePreload[] };

export type Screen<N extends RouteName, Data> = {
  name: N;
  loader?: (args: ScreenLoaderArgs<N>) => Promise<Data>;
  /** The component, when it belongs in the first chunk (home); otherwise use `lazy`. */
  Component?: ComponentType;
  /** The component loaded on first visit (its own chunk). */
  lazy?: () => Promise<LazyScreen>;
  /** Shown when the loader or the component fails; the app's RouteError by default. */
  ErrorBoundary?: ComponentType;
  /**
   * Images the first paint needs, preloaded with high priority by a server render. Only the
   * server calls it: screens write `preload: import.meta.env.SSR ? fn : undefined`, so the
   * browser's start-up chunk carries neither the function nor what it imports.
   */
  preload?: (data: Data, core: ScreenContext) => ImagePreload[];
  /** Where a realm without this route sends the visitor instead of "not found" (spec §2's legacy paths). */
  unavailable?: (core: ScreenContext) => string;
  /**
   * Browser work that comes before the guard, whoever the viewer is (the licence redirect stores
   * its flag before a visitor is sent away, decision 0042). A server render cannot do it, so it
   * always answers such a page's public shell; the browser's guard runs after hydration.
   */
  beforeGuard?: (url: URL, core: ScreenContext) => void;
};

export function defineScreen<N extends RouteName, Data = undefined>(screen: Screen<N, Data>): Screen<N, Data> {
  return screen;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen, whatever its route
export type AnyScreen = Screen<any, any>;

export type ScreenData<S extends AnyScreen> = S extends Screen<RouteName, infer Data> ? Data : never;

/**
 * What a screen's loader answers on a server render when the page needs a viewer the server
 * does not know (a customer page, a realm without guests): the route renders its public shell
 * (a skeleton) and the browser's guard decides once hydrated.
 */
export const PUBLIC_SHELL = { publicShell: true } as const;

export function isPublicShell(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { publicShell?: unknown }).publicShell === true;
}

function routerPath(url: URL, basename: string | undefined): string {
  const base = basename && basename !== '/' ? basename.replace(/\/$/, '') : '';
  const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}

/** The guard's inputs for a screen in a context (everything but the role). */
export function guardInputOf(name: RouteName, core: ScreenContext, url: URL): Omit<GuardInput, 'role'> {
  return {
    route: name,
    realm: core.realm,
    from: routerPath(url, core.basename),
    defaultTarget: core.defaultTarget ?? routePath('home', { locale: core.locale }),
    locale: core.locale,
    licenceRedirectPending: core.licenceRedirectPending ?? false,
  };
}

/**
 * Runs before every screen's loader: a route the realm does not have is not found; then the
 * guard (spec §4) allows, checks the visitor in as a guest, or redirects. Answers whether the
 * loader may run ('load') or only the public shell renders ('shell', server renders).
 */
export async function guardScreen(
  name: RouteName,
  core: ScreenContext,
  url: URL,
  unavailable?: (core: ScreenContext) => string,
  serverShell = false,
): Promise<'load' | 'shell'> {
  const menuViews = (core.init.menu?.items ?? []).map((item) => item.data.view ?? '');
  if (!routeAvailable(name, core.realm, { menuViews, production: core.production ?? true })) {
    if (unavailable) throw redirect(unavailable(core));
    throw notFound();
  }
  const input = guardInputOf(name, core, url);
  if (core.serverRender) {
    if (isPublicFor(input)) return 'load';
    if (core.storedSession !== false || serverShell) return 'shell';
    // Nobody is signed in here: send the visitor where the browser's guard would, now.
    const outcome = guardRoute({ ...input, role: 'UNAUTHENTICATED' });
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return 'shell';
  }
  let outcome = guardRoute({ ...input, role: core.viewer.role });
  if (outcome.kind === 'checkIn') {
    // Without a way to check in (a test context), the page is shown as a guest would see it.
    if (!core.checkIn) return 'load';
    let viewer: Viewer;
    try {
      viewer = await core.checkIn();
    } catch {
      // The check-in failed (offline, server refusing) and has cleared the session (spec §8).
      // The page is one a guest may see: show it as the server render would, rather than an
      // error; the next navigation tries the check-in again.
      return 'load';
    }
    outcome = guardRoute({ ...input, role: viewer.role });
  }
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  return 'load';
}

/**
 * What a failed load throws: the failure itself, unless the load ended the session (its token
 * and then its refresh refused: signed out elsewhere, a password reset) and the page is no
 * longer one the visitor may see. Then the guard's redirect, to sign in again and come back,
 * rather than an error page for a page they can no longer open.
 */
function guardAfterFailedLoad(name: RouteName, core: ScreenContext, url: URL, error: unknown): unknown {
  const now = core.viewerNow?.();
  if (!now || now.role === core.viewer.role) return error;
  const outcome = guardEndedSession({ ...guardInputOf(name, core, url), role: now.role });
  return outcome.kind === 'redirect' ? redirect(outcome.to) : error;
}

/** The public shell a server render shows for a page that needs a viewer. */
function PublicShell() {
  return createElement('div', { 'data-testid': 'public-shell', 'aria-busy': true, style: { minHeight: '60vh' } });
}

/** The screen's component, or the public shell when the loader answered it. */
function withPublicShell(Component: ComponentType): ComponentType {
  function Guarded() {
    return isPublicShell(useLoaderData()) ? createElement(PublicShell) : createElement(Component);
  }
  Guarded.displayName = `Guarded(${Component.displayName ?? Component.name})`;
  return Guarded;
}

/** The data of the current screen's loader, typed from its definition: useScreenData<typeof homeScreen>(). */
export function useScreenData<S extends AnyScreen>(): ScreenData<S> {
  return useLoaderData() as ScreenData<S>;
}

/** Route objects for a screen: one per distinct path across languages. */
export function screenRoutes<N extends RouteName, Data>(
  screen: Screen<N, Data>,
  fallbackError?: ComponentType,
  languages?: readonly string[],
): RouteObject[] {
  const { loader } = screen;
  const routeLoader = async ({ params, request, context }: LoaderFunctionArgs) => {
    const core = context.get(screenContext);
    const url = new URL(request.url);
    if (!core.serverRender) screen.beforeGuard?.(url, core);
    if ((await guardScreen(screen.name, core, url, screen.unavailable, Boolean(screen.beforeGuard))) === 'shell') return PUBLIC_SHELL;
    if (!loader) return null;
    try {
      return await loader({ params: params as RouteParams<N>, url, signal: request.signal, core });
    } catch (error) {
      // Every screen's missing content is the same not-found (not-found.ts), whichever call found it missing.
      throw notFoundOr(guardAfterFailedLoad(screen.name, core, url, error));
    }
  };
  const ErrorBoundary = screen.ErrorBoundary ?? fallbackError;
  return routePatterns(screen.name, languages).map((path) => {
    const preload = screen.preload as ScreenHandle['preload'];
    const handle: ScreenHandle = {
      screen: screen.name,
      // A loader that failed (not found) has no data: the error page preloads nothing.
      ...(preload ? { preload: (data, core) => (data === undefined || isPublicShell(data) ? [] : preload(data, core)) } : {}),
    };
    const route: RouteObject = { id: `${screen.name}:${path}`, path, handle, loader: routeLoader };
    if (ErrorBoundary) route.ErrorBoundary = ErrorBoundary;
    if (screen.Component) route.Component = withPublicShell(screen.Component);
    else if (screen.lazy) {
      const load = screen.lazy;
      route.lazy = async () => {
        const mod = await loadWithRetry(screen.name, load);
        const Component = withPublicShell(mod.Component);
        return mod.ErrorBoundary ? { Component, ErrorBoundary: mod.ErrorBoundary } : { Component };
      };
    }
    return route;
  });
}
