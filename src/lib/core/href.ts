// Hrefs for links inside the app, in the active language. Parameters are typed from the
// route's path pattern: useHref('video', { id }) compiles, useHref('video') does not.
import type { HasParams } from '../../contracts/path-pattern.ts';
import { routePath, type RouteName, type RouteOptions, type RouteParams, type RoutePattern } from '../routes.ts';
import { useLocale } from './realm.ts';

export type HrefExtra = { query?: Readonly<Record<string, string>>; hash?: string };

export type HrefArgs<N extends RouteName> =
  HasParams<RoutePattern<N>> extends true ? [params: RouteParams<N>, extra?: HrefExtra] : [params?: undefined, extra?: HrefExtra];

/** A router path for `<Link to>` (the router adds the /realm/{name} basename). */
export function hrefFor<N extends RouteName>(locale: string, name: N, ...[params, extra]: HrefArgs<N>): string {
  // The HrefArgs types already tie params to the route; routePath sees one options object.
  const build = routePath as (route: RouteName, options: RouteOptions<RouteName>) => string;
  return build(name, { ...extra, locale, params } as RouteOptions<RouteName>);
}

export function useHref<N extends RouteName>(name: N, ...args: HrefArgs<N>): string {
  return hrefFor(useLocale(), name, ...args);
}
