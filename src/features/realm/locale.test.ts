import { expect, test } from 'vitest';
import { chooseLocale } from './locale.ts';

const realm = ['en_US', 'pt_BR'];

test('a stored locale the realm supports wins', () => {
  expect(chooseLocale({ stored: 'pt_BR', browser: ['en-US'], realm })).toBe('pt_BR');
});

test('a stored locale matches by its language part', () => {
  expect(chooseLocale({ stored: 'pt-PT', browser: ['en-US'], realm })).toBe('pt_BR');
});

test('an unsupported stored locale falls through to the browser language', () => {
  expect(chooseLocale({ stored: 'de_DE', browser: ['pt-BR', 'en'], realm })).toBe('pt_BR');
});

test('the browser language matches by language part, in order of preference', () => {
  expect(chooseLocale({ stored: null, browser: ['fr-FR', 'pt'], realm })).toBe('pt_BR');
  expect(chooseLocale({ stored: null, browser: ['en-GB'], realm })).toBe('en_US');
});

test('otherwise the realm first language', () => {
  expect(chooseLocale({ stored: null, browser: ['ja-JP'], realm })).toBe('en_US');
  expect(chooseLocale({ stored: null, browser: [], realm: ['es_ES', 'en_US'] })).toBe('es_ES');
});

test('a realm without languages gets the spec default', () => {
  expect(chooseLocale({ stored: 'pt_BR', browser: ['pt-BR'], realm: [] })).toBe('en_US');
});
