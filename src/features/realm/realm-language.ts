// The realm language entry (fonts, region) of the active locale; the realm's first otherwise.
import type { RealmLanguage, RealmSettings } from '../../contracts/realm.ts';

export function realmLanguage(realm: RealmSettings, locale: string): RealmLanguage | undefined {
  return realm.realmLanguages.find((l) => l.language === locale) ?? realm.realmLanguages[0];
}
