// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { appBase, isResumable, launchTarget, rememberScreen, resumeKey } from './resume.ts';

afterEach(() => localStorage.clear());

describe('which screens are remembered', () => {
  test('content and account screens are; sign-in, callbacks, purchase and the root redirect are not', () => {
    for (const path of ['/home', '/series/a-1', '/browse', '/search', '/favourites', '/account', '/favoritos'])
      expect(isResumable(path), path).toBe(true);
    for (const path of [
      '/',
      '/login',
      '/login/redirect',
      '/login/oidc',
      '/signup',
      '/purchase',
      '/payment/confirmation',
      '/nowhere/at/all',
    ])
      expect(isResumable(path), path).toBe(false);
  });

  test('the full address is kept per realm base, without the hash', () => {
    rememberScreen('/series/a-1', { pathname: '/realm/arena/series/a-1', search: '?tab=2' });
    rememberScreen('/browse', { pathname: '/realm/cinema/browse', search: '' });
    rememberScreen('/login', { pathname: '/realm/cinema/login', search: '?from=%2Fhome' });
    expect(localStorage.getItem(resumeKey('/realm/arena/'))).toBe('/realm/arena/series/a-1?tab=2');
    expect(localStorage.getItem(resumeKey('/realm/cinema/'))).toBe('/realm/cinema/browse');
    rememberScreen('/video/v-1', { pathname: '/video/v-1', search: '' });
    expect(localStorage.getItem(resumeKey('/'))).toBe('/video/v-1');
  });

  test('the base of a page', () => {
    expect(appBase('/realm/arena/series/a-1')).toBe('/realm/arena/');
    expect(appBase('/realm/arena')).toBe('/realm/arena/');
    expect(appBase('/series/a-1')).toBe('/');
  });
});

describe('a launch', () => {
  test('goes to the remembered screen of its own realm', () => {
    localStorage.setItem(resumeKey('/realm/arena/'), '/realm/arena/series/a-1');
    localStorage.setItem(resumeKey('/'), '/browse');
    expect(launchTarget('http://localhost/realm/arena/?source=pwa')).toBe('/realm/arena/series/a-1');
    expect(launchTarget('http://arena.localhost/?source=pwa')).toBe('/browse');
    expect(launchTarget('http://localhost/realm/cinema/?source=pwa')).toBe('/realm/cinema/');
  });

  test('only drops the marker when nothing is remembered or it is not at the start', () => {
    localStorage.setItem(resumeKey('/realm/arena/'), '/realm/arena/series/a-1');
    expect(launchTarget('http://localhost/realm/arena/browse?source=pwa&page=2#top')).toBe('/realm/arena/browse?page=2#top');
    expect(launchTarget('http://localhost/?source=pwa')).toBe('/');
  });

  test('ignores a remembered address outside its realm, and anything that is no launch', () => {
    localStorage.setItem(resumeKey('/realm/arena/'), '/realm/cinema/browse');
    expect(launchTarget('http://localhost/realm/arena/?source=pwa')).toBe('/realm/arena/');
    expect(launchTarget('http://localhost/realm/arena/')).toBeNull();
    expect(launchTarget('http://localhost/realm/arena/?source=web')).toBeNull();
  });
});
