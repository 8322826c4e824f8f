import { expect, expectTypeOf, test } from 'vitest';
import { hrefFor, type HrefArgs } from './href.ts';

test('hrefs are built in the given language with typed parameters', () => {
  expect(hrefFor('en_US', 'video', { id: 'v 1' })).toBe('/video/v%201');
  expect(hrefFor('pt_BR', 'search')).toBe('/pesquisa');
  expect(hrefFor('es_ES', 'newsItem', { id: 'n1' }, { hash: 'top' })).toBe('/noticias/n1#top');
  expect(hrefFor('en_US', 'account', undefined, { query: { section: 'preferences' } })).toBe('/account?section=preferences');
});

test('a missing or misnamed route parameter is a compile error', () => {
  expectTypeOf<HrefArgs<'video'>>().toEqualTypeOf<
    [params: { id: string }, extra?: { query?: Readonly<Record<string, string>>; hash?: string }]
  >();
  // @ts-expect-error the video route needs its id
  expect(() => hrefFor('en_US', 'video')).toThrow(/needs the parameter id/);
  // @ts-expect-error the section route's parameter is name, not id
  expect(() => hrefFor('en_US', 'section', { id: 'football' })).toThrow(/needs the parameter name/);
  // @ts-expect-error home takes no parameters
  hrefFor('en_US', 'home', { id: 'x' });
});
