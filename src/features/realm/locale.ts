// Choosing the start-up locale (spec §4 "Language start-up"): the stored locale if the realm
// supports it, else the browser's language if the realm has it, else the realm's first
// language. "Supports" is contracts/locale.ts negotiation, the same the server applies to
// Accept-Language: exact (any case, _ or -), else the same language part.
import { DEFAULT_LOCALE, negotiateLocale } from '../../contracts/locale.ts';

const STORAGE_KEY = 'locale';

export type LocaleInputs = {
  stored: string | null;
  browser: readonly string[];
  /** The realm's languages in the spec's form (en_US), first is the default. */
  realm: readonly string[];
};

export function chooseLocale({ stored, browser, realm }: LocaleInputs): string {
  const wanted = stored ? [stored, ...browser] : browser;
  return negotiateLocale(wanted, realm) ?? realm[0] ?? DEFAULT_LOCALE;
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The cookie a server render reads to answer in the viewer's chosen language. */
export const LOCALE_COOKIE = 'locale';

export function storeLocale(locale: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
