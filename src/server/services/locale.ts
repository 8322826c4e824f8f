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

/** Exact match (any case, dash or underscore), else the same language, else the realm default. */
export function resolveLocale(realm: RealmSettings, wanted: string | undefined | null): string {
  return negotiateLocale(wanted ? [wanted] : [], realmLocales(realm)) ?? defaultLocale(realm);
}
