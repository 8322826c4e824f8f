import { describe, expect, test } from 'vitest';
import { languagePart, negotiateLocale, parseAcceptLanguage, toLanguageTag, toSpecLocale } from './locale.ts';

describe('spelling', () => {
  test.each([
    ['en_US', 'en-US'],
    ['zh_Hant_TW', 'zh-Hant-TW'],
    ['en', 'en'],
  ])('toLanguageTag(%s) is %s', (locale, tag) => {
    expect(toLanguageTag(locale)).toBe(tag);
  });

  test.each([
    ['en-US', 'en_US'],
    ['en-us', 'en_US'],
    ['EN_us', 'en_US'],
    [' pt-BR ', 'pt_BR'],
    ['es-419', 'es_419'],
    ['zh-hant-tw', 'zh_Hant_TW'],
    ['en', 'en'],
  ])('toSpecLocale(%j) is %s', (locale, spec) => {
    expect(toSpecLocale(locale)).toBe(spec);
  });

  test('the two spellings round-trip', () => {
    for (const locale of ['en_US', 'pt_BR', 'zh_Hant_TW', 'en']) expect(toSpecLocale(toLanguageTag(locale))).toBe(locale);
  });

  test.each([
    ['pt_BR', 'pt'],
    ['PT-br', 'pt'],
    ['en', 'en'],
  ])('languagePart(%s) is %s', (locale, language) => {
    expect(languagePart(locale)).toBe(language);
  });
});

describe('Accept-Language', () => {
  test('orders ranges by q-value', () => {
    expect(parseAcceptLanguage('en;q=0.5, pt-BR, es;q=0.8')).toEqual(['pt-BR', 'es', 'en']);
  });

  test('keeps header order among equal weights, a missing q counting as 1', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.9, de;q=1')).toEqual(['fr-CH', 'de', 'fr', 'en']);
  });

  test('drops q=0 ("not this one") and weights that do not parse', () => {
    expect(parseAcceptLanguage('en;q=0, pt;q=abc, es;q=2, de;Q=0.1')).toEqual(['de']);
  });

  test('keeps the wildcard as a range, tolerates spacing and empty entries', () => {
    expect(parseAcceptLanguage(' pt-BR ;q=0.9 ,, *;q=0.1')).toEqual(['pt-BR', '*']);
  });

  test('a missing or empty header asks for nothing', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('negotiation', () => {
  const offered = ['en_US', 'pt_BR', 'en_GB'];

  test('matches exactly, ignoring case and separator, answering in the offered spelling', () => {
    expect(negotiateLocale(['PT-br'], offered)).toBe('pt_BR');
    expect(negotiateLocale(['en-gb'], offered)).toBe('en_GB');
  });

  test('an exact match beats an earlier offer of the same language', () => {
    expect(negotiateLocale(['en-GB'], offered)).toBe('en_GB');
  });

  test('falls back to the same language part, first offered first', () => {
    expect(negotiateLocale(['pt-PT'], offered)).toBe('pt_BR');
    expect(negotiateLocale(['pt'], offered)).toBe('pt_BR');
    expect(negotiateLocale(['en-AU'], offered)).toBe('en_US');
  });

  test('tries the wanted locales in order, language fallback included, before the next one', () => {
    expect(negotiateLocale(['fr-FR', 'pt-PT', 'en-GB'], offered)).toBe('pt_BR');
  });

  test('the wildcard takes the first offered, but only when reached', () => {
    expect(negotiateLocale(['*'], offered)).toBe('en_US');
    expect(negotiateLocale(['ja', '*'], offered)).toBe('en_US');
    expect(negotiateLocale(['*', 'pt'], ['es_ES', 'pt_BR'])).toBe('es_ES');
    expect(negotiateLocale(['ja', 'pt', '*'], ['es_ES', 'pt_BR'])).toBe('pt_BR');
  });

  test('no match is null', () => {
    expect(negotiateLocale(['ja-JP', 'fr'], offered)).toBeNull();
    expect(negotiateLocale([], offered)).toBeNull();
    expect(negotiateLocale([' ', ''], offered)).toBeNull();
    expect(negotiateLocale(['en_US', '*'], [])).toBeNull();
  });

  test('with a parsed header, the highest q-value wins over header order', () => {
    expect(negotiateLocale(parseAcceptLanguage('en;q=0.5, pt'), offered)).toBe('pt_BR');
  });
});
