import { expect, test } from 'vitest';
import { languageName } from './LanguageSwitcher.tsx';

test('languages are named in their own language, with the region only when needed', () => {
  expect(languageName('pt_BR', ['en_US', 'pt_BR'])).toBe('Português');
  expect(languageName('es_ES', ['en_US', 'es_ES'])).toBe('Español');
  expect(languageName('en_US', ['en_US', 'en_GB'])).not.toBe(languageName('en_GB', ['en_US', 'en_GB']));
});

test('the built-in names are what Intl.DisplayNames gives, capitalised as the switcher shows them', () => {
  for (const code of [
    'ar',
    'da',
    'de',
    'el',
    'en',
    'es',
    'fi',
    'fr',
    'he',
    'hi',
    'it',
    'ja',
    'ko',
    'nb',
    'nl',
    'pl',
    'pt',
    'ru',
    'sv',
    'tr',
    'uk',
    'zh',
  ]) {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? '';
    expect(languageName(code), code).toBe(name.charAt(0).toLocaleUpperCase(code) + name.slice(1));
  }
});
