import { describe, expect, test } from 'vitest';
import { buildHref, realmBase, routePath, routePattern, routeTable } from './routes.ts';

describe('route registry', () => {
  test('builds router paths with parameters, query and hash', () => {
    expect(routePath('home')).toBe('/home');
    expect(routePath('video', { params: { id: 'abc' } })).toBe('/video/abc');
    expect(routePath('newsItem', { params: { id: 'n 1' } })).toBe('/news/n%201');
    expect(routePath('account', { query: { section: 'preferences' } })).toBe('/account?section=preferences');
    expect(routePath('home', { hash: 'search' })).toBe('/home#search');
  });

  test('a missing parameter is a programming error', () => {
    expect(() => routePath('series')).toThrow(/needs the parameter id/);
  });

  test('hrefs carry the /realm/{name} prefix only when the realm came from the path', () => {
    expect(buildHref(realmBase('arena'), 'live', { params: { id: 'e1' } })).toBe('/realm/arena/live/e1');
    expect(buildHref(realmBase('arena'), 'root')).toBe('/realm/arena/');
    expect(buildHref(realmBase(null), 'live', { params: { id: 'e1' } })).toBe('/live/e1');
    expect(buildHref(realmBase(null), 'root')).toBe('/');
  });

  test('every language has a table and unknown languages fall back to the default one', () => {
    expect(routeTable('pt_BR').home).toBe('/home');
    expect(routeTable('xx_XX')).toBe(routeTable('en_US'));
    expect(routePattern('video')).toBe('video/:id');
  });
});
