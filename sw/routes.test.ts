import { expect, test } from 'vitest';
import { isArtwork, isFont, isRealmData } from './routes.ts';
import { keyFor } from './cache-key.ts';

const u = (path: string) => new URL(path, 'http://localhost:8080');

test('realm settings, init, labels and menu are realm data', () => {
  for (const p of ['/api/realms', '/api/realm', '/api/realm/arena', '/api/v1/init/', '/api/v1/labels/en_US', '/api/v1/menu']) {
    expect(isRealmData(u(p)), p).toBe(true);
  }
  expect(isRealmData(u('/api/media/sample/master.m3u8'))).toBe(false);
  expect(isRealmData(u('/api/realm/arena/extra'))).toBe(false);
});

test('artwork and fonts are recognised by path', () => {
  expect(isArtwork(u('/api/artwork/arena/cover/x.webp?w=320'))).toBe(true);
  expect(isArtwork(u('/api/fonts/inter-latin-400-normal.woff2'))).toBe(false);
  expect(isFont(u('/api/fonts/inter-latin-400-normal.woff2'))).toBe(true);
});

test('the cache key separates realms and languages sharing one URL', () => {
  const url = 'http://localhost:8080/api/v1/init/?lk=en_US';
  const arena = keyFor(new Request(url, { headers: { realm: 'arena', 'accept-language': 'en-US' } }));
  const cinema = keyFor(new Request(url, { headers: { realm: 'cinema', 'accept-language': 'en-US' } }));
  const arenaPt = keyFor(new Request(url, { headers: { realm: 'arena', 'accept-language': 'pt-BR' } }));
  expect(new Set([arena, cinema, arenaPt]).size).toBe(3);
  expect(new URL(arena).searchParams.get('lk')).toBe('en_US');
});
