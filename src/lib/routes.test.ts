import { describe, expect, expectTypeOf, test } from 'vitest';
import { paramNames } from '../contracts/path-pattern.ts';
import {
  LOCALISED_LANGUAGES,
  ROUTE_NAMES,
  buildHref,
  matchRoute,
  plainRoutePath,
  realmBase,
  routeAvailable,
  routePath,
  routePatterns,
  routeTemplate,
  translatePath,
  type RouteParams,
} from './routes.ts';
import { realmFixture } from './testing/fixtures.ts';

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

  test("a realm's router registers its own languages' paths only", () => {
    expect(routePatterns('search', ['en', 'pt'])).toEqual(['search', 'pesquisa']);
    expect(routePatterns('search', ['en'])).toEqual(['search']);
    // The base paths stay whatever the languages: they are the fallback of every language.
    expect(routePatterns('search', [])).toEqual(['search']);
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

describe('the full table of spec §2', () => {
  test('every route name the spec lists is in the table', () => {
    const spec = [
      'root',
      'home',
      'browse',
      'grid',
      'search',
      'schedule',
      'section',
      'plugin',
      'playlist',
      'season',
      'series',
      'video',
      'live',
      'history',
      'news',
      'newsItem',
      'epg',
      'interstitial',
      'releases',
      'fighters',
      'multiView',
      'upcoming',
      'watchTogether',
      'login',
      'loginRedirect',
      'oidcLogin',
      'loginResetPassword',
      'requestPassword',
      'resetPassword',
      'signup',
      'tvLogin',
      'authorize',
      'disconnected',
      'logout',
      'activateUser',
      'confirmPinReset',
      'emailConfirmation',
      'oauthApp',
      'impersonate',
      'purchase',
      'pay',
      'paymentConfirmation',
      'paymentUpdate',
      'paymentAuthorization',
      'licenceRedirect',
      'invoice',
      'gifts',
      'giftRedemption',
      'account',
      'preferences',
      'profiles',
      'liveEvents',
      'favourites',
      'myList',
      'watchlists',
      'providers',
      'externalPage',
      'member',
      'preview',
      'previewSection',
      'previewNavbar',
      'previewPlugin',
      'previewComposedPage',
      'preview404',
      'previewCancellationPromo',
      'loginProvider',
    ];
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining(spec));
  });

  test('session routes are translated: pt /entrar and /cadastro, es /iniciar-sesion and /registro', () => {
    expect(routePath('login', { locale: 'pt_BR' })).toBe('/entrar');
    expect(routePath('signup', { locale: 'pt_BR' })).toBe('/cadastro');
    expect(routePath('login', { locale: 'es_ES' })).toBe('/iniciar-sesion');
    expect(routePath('signup', { locale: 'es_ES' })).toBe('/registro');
    expect(routePath('logout', { locale: 'es_ES' })).toBe('/cerrar-sesion');
    expect(translatePath('/entrar', 'es_ES')).toBe('/iniciar-sesion');
  });

  test('the federated provider route is the login route with /gigya appended, in every language', () => {
    for (const locale of ['en_US', 'pt_BR', 'es_ES']) {
      expect(routePath('loginProvider', { locale })).toBe(`${routePath('login', { locale })}/gigya`);
    }
  });

  test('no two routes share a path in any language', () => {
    const seen = new Map<string, string>();
    for (const name of ROUTE_NAMES) {
      for (const pattern of routePatterns(name)) {
        const owner = seen.get(pattern);
        expect(owner === undefined || owner === name, `${pattern}: ${owner} and ${name}`).toBe(true);
        seen.set(pattern, name);
      }
    }
  });
});

describe('routes a realm has (spec §2 conditions)', () => {
  const on = { menuViews: ['Fighters'], production: false };
  const off = { menuViews: [], production: true };
  const realm = realmFixture({ contentSearchEngine: 'VESPER' });

  test('search needs the vendor engine, schedule live content, EPG the matrix, fighters its menu item', () => {
    expect(routeAvailable('search', realm, on)).toBe(true);
    expect(routeAvailable('search', realmFixture({ contentSearchEngine: 'LEGACY' }), on)).toBe(false);
    expect(routeAvailable('schedule', realmFixture({ hasLive: false }), on)).toBe(false);
    expect(routeAvailable('schedule', realmFixture({ hasLive: true, scheduleSection: 'DISABLED' }), on)).toBe(false);
    expect(routeAvailable('schedule', realmFixture({ hasLive: true, scheduleSection: 'ENABLED' }), on)).toBe(true);
    expect(routeAvailable('epg', realmFixture({ epgMatrix: 'ENABLED' }), on)).toBe(true);
    expect(routeAvailable('epg', realmFixture({ epgMatrix: 'DISABLED' }), on)).toBe(false);
    expect(routeAvailable('fighters', realm, on)).toBe(true);
    expect(routeAvailable('fighters', realm, off)).toBe(false);
  });

  test('sign-up, TV login, magic link, gifts, favourites and watchlists follow their settings', () => {
    expect(routeAvailable('signup', realmFixture({ allowSelfregistration: false }), on)).toBe(false);
    expect(routeAvailable('tvLogin', realmFixture({ pinLoginEnabled: true }), on)).toBe(true);
    expect(routeAvailable('tvLogin', realmFixture({ pinLoginEnabled: false }), on)).toBe(false);
    expect(routeAvailable('loginMagicLink', realmFixture({ magicLinkLoginEnabled: false }), on)).toBe(false);
    expect(routeAvailable('gifts', realmFixture({ gifting: 'DISABLED' }), on)).toBe(false);
    expect(routeAvailable('giftRedemption', realmFixture({ gifting: 'ENABLED' }), on)).toBe(true);
    expect(routeAvailable('favourites', realmFixture({ watchlistsEnabled: true }), on)).toBe(false);
    expect(routeAvailable('watchlists', realmFixture({ watchlistsEnabled: true }), on)).toBe(true);
  });

  test('upcoming needs guests and the guest schedule; OIDC login is not in production builds', () => {
    expect(routeAvailable('upcoming', realmFixture({ guestsAllowed: true, allowGuestSchedule: true }), on)).toBe(true);
    expect(routeAvailable('upcoming', realmFixture({ guestsAllowed: false, allowGuestSchedule: true }), on)).toBe(false);
    expect(routeAvailable('oidcLogin', realm, on)).toBe(true);
    expect(routeAvailable('oidcLogin', realm, off)).toBe(false);
  });
});
