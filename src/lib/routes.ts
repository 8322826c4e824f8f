// The one registry of route names and paths (spec §2 "Route names"). Screens and menus ask for
// a route by name; nothing else writes a path string. Paths come from a per-language table so
// localised paths can be added without touching callers; today every language shares one.
import { languagePart } from './locale-tag.ts';

const BASE_TABLE = {
  root: '/',
  home: '/home',
  browse: '/browse',
  grid: '/grid',
  search: '/search',
  schedule: '/schedule',
  section: '/section/:name',
  plugin: '/plugin/:pluginId',
  playlist: '/playlist/:id',
  season: '/season/:id',
  series: '/series/:id',
  video: '/video/:id',
  live: '/live/:id',
  history: '/history',
  news: '/news',
  newsItem: '/news/:id',
  epg: '/epg',
  releases: '/releases',
  fighters: '/fighters',
  multiView: '/multi-view',
  upcoming: '/upcoming',
  liveEvents: '/live-events',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  account: '/account',
  preferences: '/preferences',
  profiles: '/profiles',
  purchase: '/purchase',
  favourites: '/favourites',
  myList: '/my-list',
  watchlists: '/watchlists',
} as const;

export type RouteName = keyof typeof BASE_TABLE;
export type RouteTable = Readonly<Record<RouteName, string>>;

/** Language part → table. Add a language here with its own path strings to localise paths. */
const ROUTE_TABLES: Readonly<Record<string, RouteTable>> = {
  en: BASE_TABLE,
  pt: BASE_TABLE,
  es: BASE_TABLE,
};

export const ROUTE_NAMES = Object.keys(BASE_TABLE) as RouteName[];

export function routeTable(locale?: string | null): RouteTable {
  return (locale ? ROUTE_TABLES[languagePart(locale)] : undefined) ?? BASE_TABLE;
}

export type RouteParams = Readonly<Record<string, string>>;

export type RouteOptions = {
  params?: RouteParams;
  query?: Readonly<Record<string, string>>;
  hash?: string;
  locale?: string | null;
};

/** The route's path pattern for the router, e.g. "video/:id" (relative, no leading slash). */
export function routePattern(name: RouteName, locale?: string | null): string {
  return routeTable(locale)[name].replace(/^\//, '');
}

/** A router path (inside the basename): "/video/abc?x=1#y". Missing params throw: a bug, not data. */
export function routePath(name: RouteName, options: RouteOptions = {}): string {
  const pattern = routeTable(options.locale)[name];
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = options.params?.[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  const query = options.query ? new URLSearchParams(options.query).toString() : '';
  return `${path}${query ? `?${query}` : ''}${options.hash ? `#${options.hash}` : ''}`;
}

/** "/realm/{name}" for the path-prefix form; "" when the realm comes from the host. */
export function realmBase(prefixRealm: string | null): string {
  return prefixRealm ? `/realm/${encodeURIComponent(prefixRealm)}` : '';
}

/** A full href for this page's origin, including the realm prefix when there is one. */
export function buildHref(base: string, name: RouteName, options: RouteOptions = {}): string {
  const path = routePath(name, options);
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}
