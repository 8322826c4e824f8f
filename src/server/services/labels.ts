// Labels for a realm and locale (SPEC §3 "Labels payload"). Every key the app knows is present:
// the asked locale's text, else the realm default locale's, else the realm's English, else the
// contract's English default.
import { LABEL_DEFAULTS } from '../../contracts/label-keys.ts';
import { DEFAULT_LOCALE, type Labels } from '../../contracts/labels.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

export type LabelService = {
  /** `wanted` may be any locale; one the realm does not have falls back as resolveLocale says. */
  forLocale(realm: RealmSettings, wanted: string | undefined | null): Promise<Labels>;
};

export function createLabelService(db: Db): LabelService {
  return {
    async forLocale(realm, wanted) {
      const selected = resolveLocale(realm, wanted);
      const fallback = defaultLocale(realm);
      const chain = [...new Set([DEFAULT_LOCALE, fallback, selected])];
      const rows = await db
        .selectFrom('label')
        .select(['locale', 'translations'])
        .where('realm', '=', realm.realm)
        .where('locale', 'in', chain)
        .execute();
      const byLocale = new Map(rows.map((r) => [r.locale, r.translations]));
      const translations: Record<string, string> = { ...LABEL_DEFAULTS };
      // Later locales in the chain win: English first, the selected locale last.
      for (const locale of chain) Object.assign(translations, byLocale.get(locale));
      return { translations, default_locale: fallback, selected_locale: selected };
    },
  };
}
