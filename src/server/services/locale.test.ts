import { expect, test } from 'vitest';
import { realmFixture } from '../../lib/testing/fixtures.ts';
import { pickLocale } from '../plugins/client.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

// en_US first (the default), then pt_BR.
const realm = realmFixture();

test('a wanted locale resolves in any spelling, by language, else to the realm default', () => {
  expect(resolveLocale(realm, 'pt-br')).toBe('pt_BR');
  expect(resolveLocale(realm, 'pt')).toBe('pt_BR');
  expect(resolveLocale(realm, 'de_DE')).toBe(defaultLocale(realm));
  expect(resolveLocale(realm, null)).toBe('en_US');
});

test('Accept-Language is read by q-value, not by position', () => {
  expect(pickLocale('en-US;q=0.4, pt-PT;q=0.9', realm)).toBe('pt_BR');
  expect(pickLocale('de-DE, en;q=0.1', realm)).toBe('en_US');
});

test('a header the realm cannot answer, or none, gets the realm default', () => {
  expect(pickLocale('ja-JP, fr;q=0.8', realm)).toBe('en_US');
  expect(pickLocale(undefined, realmFixture({ realmLanguages: realm.realmLanguages.toReversed() }))).toBe('pt_BR');
});
