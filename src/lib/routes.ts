// The one registry of route names and paths (spec §2 "Route names"). Screens and menus ask for
// a route by name; nothing else writes a path string. Each language may translate paths; the
// router registers every language's paths at once (so a link in the previous language still
// resolves after a switch) and hrefs are built in the active language. Parameters are typed
// from the patterns: a missing one is a compile error.
import { languagePart } from '../contracts/locale.ts';
import { fillPath, paramNames, patternRegExp, type HasParams, type PathParams } from '../contracts/path-pattern.ts';

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

type BaseTable = typeof BASE_TABLE;
export type RouteName = keyof BaseTable;
export type RoutePattern<N extends RouteName> = BaseTable[N];
export type RouteParams<N extends RouteName> = PathParams<RoutePattern<N>>;

/** Translations of paths per language part; a route not listed keeps the base path. */
const LOCALISED: Readonly<Record<string, Partial<Record<RouteName, string>>>> = {
  pt: { browse: '/explorar', search: '/pesquisa', schedule: '/programacao', news: '/noticias', newsItem: '/noticias/:id' },
  es: { browse: '/explorar', search: '/buscar', schedule: '/programacion', news: '/noticias', newsItem: '/noticias/:id' },
};

export const ROUTE_NAMES = Object.keys(BASE_TABLE) as RouteName[];

/** The path pattern of a route in a language, with its leading slash ("/video/:id"). */
export function routeTemplate(name: RouteName, locale?: string | null): string {
  return (locale ? LOCALISED[languagePart(locale)]?.[name] : undefined) ?? BASE_TABLE[name];
}

/** Every distinct pattern of a route across languages, relative ("video/:id"), for the router. */
export function routePatterns(name: RouteName): string[] {
  const all = [BASE_TABLE[name], ...Object.values(LOCALISED).map((table) => table[name])];
  return [...new Set(all.filter((p): p is string => p !== undefined))].map((p) => p.replace(/^\//, ''));
}

/** Language parts with translated paths (for tests and the path translation on a switch). */
export const LOCALISED_LANGUAGES = Object.keys(LOCALISED);

/** Routes without parameters: the ones a menu can name by string. */
export type PlainRouteName = { [N in RouteName]: HasParams<RoutePattern<N>> extends true ? never : N }[RouteName];

type ParamsOption<N extends RouteName> = HasParams<RoutePattern<N>> extends true ? { params: RouteParams<N> } : { params?: undefined };

export type RouteOptions<N extends RouteName> = ParamsOption<N> & {
  query?: Readonly<Record<string, string>>;
  hash?: string;
  locale?: string | null;
};

/** Options are optional exactly when the route takes no parameters. */
export type RouteArgs<N extends RouteName> =
  HasParams<RoutePattern<N>> extends true ? [options: RouteOptions<N>] : [options?: RouteOptions<N>];

/** A router path (inside the basename): "/video/abc?x=1#y", in the options' language. */
export function routePath<N extends RouteName>(name: N, ...[options]: RouteArgs<N>): string {
  const opts = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    hash?: string;
    locale?: string | null;
  };
  const path = fillPath(routeTemplate(name, opts.locale), (opts.params ?? {}) as never);
  const query = opts.query ? new URLSearchParams(opts.query).toString() : '';
  return `${path}${query ? `?${query}` : ''}${opts.hash ? `#${opts.hash}` : ''}`;
}

/** The path of a route that takes no parameters, or null when it needs some (menus name routes by string). */
export function plainRoutePath(name: string, locale?: string | null): string | null {
  if (!(ROUTE_NAMES as readonly string[]).includes(name)) return null;
  const template = routeTemplate(name as RouteName, locale);
  return paramNames(template).length === 0 ? template : null;
}

export type RouteMatch = { name: RouteName; params: Record<string, string> };

/** Which route a router path is, in any language. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const name of ROUTE_NAMES) {
    for (const pattern of routePatterns(name)) {
      const template = `/${pattern}`;
      if (!patternRegExp(template).test(pathname)) continue;
      const names = paramNames(template);
      const values = pathname.split('/').filter((_, i) => template.split('/')[i]?.startsWith(':'));
      return { name, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')])) };
    }
  }
  return null;
}

/** The same screen's path in another language; unknown paths are kept as they are. */
export function translatePath(pathname: string, locale: string): string {
  const match = matchRoute(pathname);
  if (!match) return pathname;
  return fillPath(routeTemplate(match.name, locale), match.params as never);
}

/** "/realm/{name}" for the path-prefix form; "" when the realm comes from the host. */
export function realmBase(prefixRealm: string | null): string {
  return prefixRealm ? `/realm/${encodeURIComponent(prefixRealm)}` : '';
}

/** A full href for this page's origin, including the realm prefix when there is one. */
export function buildHref<N extends RouteName>(base: string, name: N, ...args: RouteArgs<N>): string {
  const path = routePath(name, ...args);
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}
