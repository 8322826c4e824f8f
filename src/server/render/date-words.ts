// The start-time words a rendered page carries for its locale (contracts/date-words.ts), read
// from Intl once per locale: the realms' locales are few and the words never change.
import { readDateWords, type DateWords } from '../../contracts/date-words.ts';
import { toLanguageTag } from '../../contracts/locale.ts';

const known = new Map<string, DateWords | null>();

export function dateWordsOf(locale: string): DateWords | null {
  let words = known.get(locale);
  if (words === undefined) {
    words = readDateWords(toLanguageTag(locale));
    known.set(locale, words);
  }
  return words;
}
