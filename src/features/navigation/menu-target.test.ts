import { describe, expect, test } from 'vitest';
import { menuItem, realmFixture } from '../../lib/testing/fixtures.ts';
import { defaultMenuTarget, menuItemTarget, type TargetContext } from './menu-target.ts';

const ctx: TargetContext = { realm: realmFixture(), locale: 'en_US', currentPath: '/home' };

describe('menu item targets', () => {
  test('outbound links leave the app', () => {
    expect(menuItemTarget(menuItem('shop', 'OUTBOUND_LINK', { outboundLink: 'https://shop.example.com/' }), ctx)).toEqual({
      kind: 'external',
      href: 'https://shop.example.com/',
    });
  });

  test('plugin links go to the plugin page', () => {
    expect(menuItemTarget(menuItem('p', 'PLUGIN_LINK', { pluginId: 'stats' }), ctx)).toEqual({ kind: 'internal', to: '/plugin/stats' });
  });

  test('sections go to the section page except home, browse and schedule', () => {
    expect(menuItemTarget(menuItem('f', 'SECTION', { section: 'football' }), ctx)).toEqual({ kind: 'internal', to: '/section/football' });
    expect(menuItemTarget(menuItem('h', 'SECTION', { section: 'home' }), ctx)).toEqual({ kind: 'internal', to: '/home' });
    expect(menuItemTarget(menuItem('b', 'SECTION', { section: 'browse' }), ctx)).toEqual({ kind: 'internal', to: '/browse' });
    expect(menuItemTarget(menuItem('s', 'SECTION', { section: 'schedule' }), ctx)).toEqual({ kind: 'internal', to: '/schedule' });
  });

  test('views go to their registered route', () => {
    const to = (view: string) => menuItemTarget(menuItem(view, 'VIEW', { view }), ctx);
    expect(to('HOME')).toEqual({ kind: 'internal', to: '/home' });
    expect(to('LIVENOW')).toEqual({ kind: 'internal', to: '/live-events' });
    expect(to('LIVE_EVENTS')).toEqual({ kind: 'internal', to: '/live-events' });
    expect(to('LOGOUT')).toEqual({ kind: 'internal', to: '/logout' });
    expect(to('ACCOUNT')).toEqual({ kind: 'internal', to: '/account' });
    expect(to('Fighters')).toEqual({ kind: 'internal', to: '/fighters' });
  });

  test('account opens the profile switcher (#profiles) when profile configuration is not NONE', () => {
    const profiles = { ...ctx, realm: realmFixture({ profileConfiguration: { status: 'ENABLED' } }) };
    expect(menuItemTarget(menuItem('a', 'VIEW', { view: 'ACCOUNT' }), profiles)).toEqual({ kind: 'marker', marker: 'profiles' });
    expect(menuItemTarget(menuItem('a', 'VIEW', { view: 'ACCOUNT' }), ctx)).toEqual({ kind: 'internal', to: '/account' });
  });

  test('other views go to a slash plus the lower-cased name', () => {
    expect(menuItemTarget(menuItem('x', 'VIEW', { view: 'MY_STUFF' }), ctx)).toEqual({ kind: 'internal', to: '/my_stuff' });
  });

  test('search opens the search page only with the vendor engine', () => {
    expect(menuItemTarget(menuItem('s', 'VIEW', { view: 'SEARCH' }), ctx)).toEqual({ kind: 'internal', to: '/search' });
    const legacy = { ...ctx, realm: realmFixture({ contentSearchEngine: 'LEGACY' }) };
    expect(menuItemTarget(menuItem('s', 'VIEW', { view: 'SEARCH' }), legacy)).toEqual({ kind: 'internal', to: '/home#search' });
  });

  test('preferences go to the account section, or stay in place with profiles', () => {
    expect(menuItemTarget(menuItem('p', 'VIEW', { view: 'PREFERENCES' }), ctx)).toEqual({
      kind: 'internal',
      to: '/account?section=preferences',
    });
    const profiles = { ...ctx, realm: realmFixture({ profileConfiguration: { status: 'ENABLED' } }), currentPath: '/series/s1' };
    expect(menuItemTarget(menuItem('p', 'VIEW', { view: 'PREFERENCES' }), profiles)).toEqual({
      kind: 'internal',
      to: '/series/s1?preferences=true',
    });
  });

  test('items without data lead nowhere', () => {
    expect(menuItemTarget(menuItem('x', 'SECTION', {}), ctx)).toEqual({ kind: 'none' });
  });
});

test('the default target is the first HOME item, else the first internal item', () => {
  const shop = menuItem('shop', 'OUTBOUND_LINK', { outboundLink: 'https://x.example/' });
  expect(defaultMenuTarget([shop, menuItem('f', 'SECTION', { section: 'football' }), menuItem('h', 'VIEW', { view: 'HOME' })], ctx)).toBe(
    '/home',
  );
  expect(defaultMenuTarget([shop, menuItem('f', 'SECTION', { section: 'football' })], ctx)).toBe('/section/football');
  expect(defaultMenuTarget([], ctx)).toBe('/home');
});
