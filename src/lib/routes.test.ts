import { describe, expect, expectTypeOf, test } from 'vitest';
import { paramNames } from '../contracts/path-pattern.ts';
import {
  LOCALISED_LANGUAGES,
  ROUTE_NAMES,
  buildHref,
  matchRoute,
  plainRoutePath,
  realmBase,
  routePath,
  routePatterns,
  routeTemplate,
  translatePath,
  type RouteParams,
} from './routes.ts';

describe('route registry', () => {
  test('builds router paths with parameters, query and hash', () => {
    expect(routePath('home')).toBe('/home');
    expect(routePath('video', { params: { id: 'abc' } })).toBe('/video/abc');
    expect(routePath('newsItem', { params: { id: 'n 1' } })).toBe('/news/n%201');
    expect(routePath('account', { query: { section: 'preferences' } })).toBe('/account?section=preferences');
    expect(routePath('home', { hash: 'search' })).toBe('/home#search');
  });

  test('parameters are typed from the path pattern: a missing one does not compile', () => {
    expectTypeOf<RouteParams<'video'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteParams<'plugin'>>().toEqualTypeOf<{ pluginId: string }>();
    expectTypeOf<RouteParams<'home'>>().toEqualTypeOf<{}>(); // eslint-disable-line @typescript-eslint/no-empty-object-type
    // @ts-expect-error the series route needs its id
    expect(() => routePath('series')).toThrow(/needs the parameter id/);
    // @ts-expect-error the plugin route's parameter is pluginId, not id
    expect(() => routePath('plugin', { params: { id: 'x' } })).toThrow(/needs the parameter pluginId/);
  });

  test('hrefs carry the /realm/{name} prefix only when the realm came from the path', () => {
    expect(buildHref(realmBase('arena'), 'live', { params: { id: 'e1' } })).toBe('/realm/arena/live/e1');
    expect(buildHref(realmBase('arena'), 'root')).toBe('/realm/arena/');
    expect(buildHref(realmBase(null), 'live', { params: { id: 'e1' } })).toBe('/live/e1');
    expect(buildHref(realmBase(null), 'root')).toBe('/');
  });

  test('a translated path keeps the parameters of the base path', () => {
    for (const language of LOCALISED_LANGUAGES) {
      for (const name of ROUTE_NAMES) {
        expect(paramNames(routeTemplate(name, language)), `${language} ${name}`).toEqual(paramNames(routeTemplate(name)));
      }
    }
  });

  test('paths follow the language, and unknown languages use the base table', () => {
    expect(routePath('search', { locale: 'pt_BR' })).toBe('/pesquisa');
    expect(routePath('search', { locale: 'es_ES' })).toBe('/buscar');
    expect(routePath('search', { locale: 'xx_XX' })).toBe('/search');
    expect(routePath('newsItem', { locale: 'es_ES', params: { id: 'n1' } })).toBe('/noticias/n1');
    expect(routePatterns('search')).toEqual(['search', 'pesquisa', 'buscar']);
    expect(routePatterns('home')).toEqual(['home']);
  });

  test('a path in any language is recognised and moved to another language', () => {
    expect(matchRoute('/noticias/n%201')).toEqual({ name: 'newsItem', params: { id: 'n 1' } });
    expect(translatePath('/search', 'pt_BR')).toBe('/pesquisa');
    expect(translatePath('/pesquisa', 'es_ES')).toBe('/buscar');
    expect(translatePath('/noticias/n1', 'en_US')).toBe('/news/n1');
    expect(translatePath('/not/a/route', 'pt_BR')).toBe('/not/a/route');
  });

  test('menus may name routes without parameters only', () => {
    expect(plainRoutePath('history', 'en_US')).toBe('/history');
    expect(plainRoutePath('video', 'en_US')).toBeNull();
    expect(plainRoutePath('nonsense', 'en_US')).toBeNull();
  });
});
