// Choosing the start-up locale (spec §4 "Language start-up"): the stored locale if the realm
// supports it, else the browser's language if the realm has it, else the realm's first
// language. "Supports" compares the language part (before the first hyphen or underscore).
import { languagePart, toLanguageTag } from '../../lib/locale-tag.ts';

const STORAGE_KEY = 'locale';

export type LocaleInputs = {
  stored: string | null;
  browser: readonly string[];
  /** The realm's languages in the spec's form (en_US), first is the default. */
  realm: readonly string[];
};

function match(candidate: string, realm: readonly string[]): string | null {
  const tag = toLanguageTag(candidate).toLowerCase();
  const exact = realm.find((l) => toLanguageTag(l).toLowerCase() === tag);
  if (exact) return exact;
  const part = languagePart(candidate);
  return realm.find((l) => languagePart(l) === part) ?? null;
}

export function chooseLocale({ stored, browser, realm }: LocaleInputs): string {
  if (stored) {
    const found = match(stored, realm);
    if (found) return found;
  }
  for (const language of browser) {
    const found = match(language, realm);
    if (found) return found;
  }
  return realm[0] ?? 'en_US';
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
