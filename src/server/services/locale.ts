// Which of a realm's locales answers a request for `wanted` (en_US, en-US, pt, …). The matching
// itself is contracts/locale.ts, shared with the app's start-up choice and Accept-Language.
import { DEFAULT_LOCALE, negotiateLocale } from '../../contracts/locale.ts';
import type { RealmSettings } from '../../contracts/realm.ts';

/** The realm's locales in its order (spec form, en_US). */
export function realmLocales(realm: RealmSettings): string[] {
  return realm.realmLanguages.map((l) => l.language);
}

/** The realm's first language is its default (realm definitions list it first). */
export function defaultLocale(realm: RealmSettings): string {
  return realm.realmLanguages[0]?.language ?? DEFAULT_LOCALE;
}

// Every public read resolves a locale, from a handful of spellings per realm: each is worked
// out once per realm object (a reloaded realm is a new object, so changed languages count).
const resolved = new WeakMap<RealmSettings, Map<string, string>>();
const RESOLVED_MAX = 128;

/** Exact match (any case, dash or underscore), else the same language, else the realm default. */
export function resolveLocale(realm: RealmSettings, wanted: string | undefined | null): string {
  const key = wanted ?? '';
  let byWanted = resolved.get(realm);
  if (!byWanted) resolved.set(realm, (byWanted = new Map()));
  let locale = byWanted.get(key);
  if (locale === undefined) {
    locale = negotiateLocale(wanted ? [wanted] : [], realmLocales(realm)) ?? defaultLocale(realm);
    // Bounded: wanted locales come from requests.
    if (key.length <= 64) {
      if (byWanted.size >= RESOLVED_MAX) byWanted.clear();
      byWanted.set(key, locale);
    }
  }
  return locale;
}
