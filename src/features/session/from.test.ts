import { describe, expect, test } from 'vitest';
import { safeFromPath } from './from.ts';

describe('the `from` a sign-in returns to', () => {
  test('a path of the app is kept with its query and hash', () => {
    expect(safeFromPath('/video/abc?t=30#player')).toBe('/video/abc?t=30#player');
    expect(safeFromPath('/home')).toBe('/home');
    expect(safeFromPath('/pesquisa?q=gol')).toBe('/pesquisa?q=gol');
  });

  test('anything that leaves the app is ignored', () => {
    for (const raw of [
      'https://evil.example/',
      'http:evil.example',
      '//evil.example/home',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'home',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeFromPath(raw), String(raw)).toBeNull();
    }
  });

  test('the realm prefix is taken off (the router adds its basename back)', () => {
    expect(safeFromPath('/realm/arena/video/abc', '/realm/arena')).toBe('/video/abc');
    expect(safeFromPath('/realm/arena', '/realm/arena/')).toBe('/');
    // Another realm's prefix is just a path of this app, not stripped.
    expect(safeFromPath('/realm/club/home', '/realm/arena')).toBe('/realm/club/home');
  });

  test('session pages are no destination (they would loop or sign out again)', () => {
    expect(safeFromPath('/login')).toBeNull();
    expect(safeFromPath('/logout')).toBeNull();
    expect(safeFromPath('/signup?from=/home')).toBeNull();
    expect(safeFromPath('/entrar')).toBeNull();
    // The TV page is where a visitor is sent back to after signing in for it.
    expect(safeFromPath('/tv')).toBe('/tv');
  });

  test('an overlong value is ignored', () => {
    expect(safeFromPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
