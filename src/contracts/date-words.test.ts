import { describe, expect, it } from 'vitest';
import { formatWithWords, readDateWords, START_TIME_OPTIONS, type DateWords } from './date-words.ts';

function wordsOf(tag: string): DateWords {
  const words = readDateWords(tag);
  if (!words) throw new Error(`no words for ${tag}`);
  return words;
}

const LOCALES = [
  'en-US',
  'en-GB',
  'pt-BR',
  'pt-PT',
  'es-ES',
  'fr-FR',
  'de-DE',
  'it-IT',
  'nl-NL',
  'pl-PL',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'ru-RU',
  'tr-TR',
  'sv-SE',
];

// Every hour and a spread of days over two years: day periods, midnight and noon, month ends.
const DATES = Array.from({ length: 24 * 40 }, (_, i) => new Date(Date.UTC(2029, 0, 1) + i * 19 * 3_600_000 + (i % 60) * 60_000));

describe('start times written from the server-read words', () => {
  it.each(LOCALES)('%s reads as Intl writes it, in UTC and in the local time zone', (tag) => {
    const words = wordsOf(tag);
    const utc = new Intl.DateTimeFormat(tag, { ...START_TIME_OPTIONS, timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat(tag, START_TIME_OPTIONS);
    for (const date of DATES) {
      expect(formatWithWords(words, date, true)).toBe(utc.format(date));
      expect(formatWithWords(words, date, false)).toBe(local.format(date));
    }
  });

  it('has the locale’s own words and order', () => {
    const date = new Date(Date.UTC(2030, 2, 15, 20, 5));
    expect(formatWithWords(wordsOf('en-GB'), date, true)).toBe('Fri 15 Mar, 20:05');
    expect(formatWithWords(wordsOf('en-US'), date, true)).toBe('Fri, Mar 15, 08:05 PM');
  });

  it('declines locales whose digits it would not write (then the app asks Intl)', () => {
    expect(readDateWords('ar-EG')).toBeNull();
    expect(readDateWords('not a locale')).toBeNull();
  });
});
