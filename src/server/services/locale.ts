// Which of a realm's locales answers a request for `wanted` (en_US, en-US, pt, …).
import { DEFAULT_LOCALE } from '../../contracts/labels.ts';
import type { RealmSettings } from '../../contracts/realm.ts';

/** The realm's first language is its default (realm definitions list it first). */
export function defaultLocale(realm: RealmSettings): string {
  return realm.realmLanguages[0]?.language ?? DEFAULT_LOCALE;
}

/** Exact match (any case, dash or underscore), else the same language, else the realm default. */
export function resolveLocale(realm: RealmSettings, wanted: string | undefined | null): string {
  const offered = realm.realmLanguages.map((l) => l.language);
  const want = (wanted ?? '').trim().replace('-', '_');
  if (want) {
    const exact = offered.find((o) => o.toLowerCase() === want.toLowerCase());
    if (exact) return exact;
    const language = want.split('_')[0]?.toLowerCase();
    const sameLanguage = offered.find((o) => o.split('_')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale(realm);
}
