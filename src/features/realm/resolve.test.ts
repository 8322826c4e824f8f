import { expect, test } from 'vitest';
import { resolveRealmLocation } from './resolve.ts';

test('a /realm/{name} prefix names the realm and sets the router basename', () => {
  expect(resolveRealmLocation('/realm/arena/', 'localhost:8080')).toEqual({ kind: 'prefix', name: 'arena', basename: '/realm/arena' });
  expect(resolveRealmLocation('/realm/club/home', 'cinema.localhost:8080')).toEqual({
    kind: 'prefix',
    name: 'club',
    basename: '/realm/club',
  });
  expect(resolveRealmLocation('/realm/cinema', 'x')).toMatchObject({ kind: 'prefix', name: 'cinema' });
});

test('the basename keeps the URL as written while the name is normalised', () => {
  expect(resolveRealmLocation('/realm/Arena/home', 'localhost')).toEqual({ kind: 'prefix', name: 'arena', basename: '/realm/Arena' });
});

test('without a prefix the host decides', () => {
  expect(resolveRealmLocation('/home', 'cinema.localhost:8080')).toEqual({ kind: 'host', host: 'cinema.localhost:8080' });
  expect(resolveRealmLocation('/', 'localhost:8080')).toEqual({ kind: 'host', host: 'localhost:8080' });
  expect(resolveRealmLocation('/realms', 'localhost:8080')).toEqual({ kind: 'host', host: 'localhost:8080' });
});
