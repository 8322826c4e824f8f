// Licences a realm sells (SPEC §3 "Licence"): in families, and on their own
// (nonFamilyBasedLicences), each in the order the realm lists them. Names, descriptions and
// badges read in the asked locale (migration 022), as catalogue titles do: the locale's text,
// else the realm default locale's, else the document's own.
import { licence, type Licence } from '../../contracts/licence.ts';
import type { LicenceCatalogue } from '../../contracts/commerce.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import type { LocalisedTexts } from '../db/schema.ts';
import { localised, textLocale, type TextLocale } from './cards.ts';

export type LicenceService = {
  /** `locale`: any spelling (lk, Accept-Language); absent, the realm's default. */
  list(realm: RealmSettings, locale?: string): Promise<LicenceCatalogue>;
  /** One licence of the realm as stored (its own words), or null. */
  byId(realm: string, id: string): Promise<Licence | null>;
  /** One licence of the realm in the asked locale, or null. */
  byIdIn(realm: RealmSettings, id: string, locale: string | undefined): Promise<Licence | null>;
};

/** One field of per-locale texts as a locale → text map (what `localised` reads). */
function field(texts: LocalisedTexts | null | undefined, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, fields] of Object.entries(texts ?? {})) {
    const text = fields[name];
    if (typeof text === 'string' && text.trim()) out[locale] = text;
  }
  return out;
}

/** The licence document with its words in the locale `at`. */
export function localiseLicence(doc: Licence, texts: LocalisedTexts | null | undefined, at: TextLocale): Licence {
  return {
    ...doc,
    name: localised(doc.name, field(texts, 'name'), at),
    description: localised(doc.description, field(texts, 'description'), at),
    badge: doc.badge === null ? null : localised(doc.badge, field(texts, 'badge'), at),
  };
}

/** A family's (or any row's) name and description in the locale `at`. */
export function localiseNamed<T extends { name: string; description: string }>(
  row: T,
  texts: LocalisedTexts | null | undefined,
  at: TextLocale,
): T {
  return {
    ...row,
    name: localised(row.name, field(texts, 'name'), at),
    description: localised(row.description, field(texts, 'description'), at),
  };
}

export function createLicenceService(db: Db): LicenceService {
  return {
    async list(realm, locale) {
      const at = textLocale(realm, locale);
      const [rows, families] = await Promise.all([
        db
          .selectFrom('licence')
          .select(['licence', 'family_id', 'translations'])
          .where('realm', '=', realm.realm)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('licence_family')
          .select(['id', 'name', 'description', 'translations'])
          .where('realm', '=', realm.realm)
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ]);
      const parsed = rows.map((r) => ({ family: r.family_id, licence: localiseLicence(licence.parse(r.licence), r.translations, at) }));
      const known = new Set(families.map((f) => f.id));
      return {
        licenceFamilies: families
          .map(({ translations, ...f }) => ({
            ...localiseNamed(f, translations, at),
            licences: parsed.filter((p) => p.family === f.id).map((p) => p.licence),
          }))
          .filter((f) => f.licences.length > 0),
        // A licence naming a family the realm does not have is still sold, on its own.
        nonFamilyBasedLicences: parsed.filter((p) => p.family === null || !known.has(p.family)).map((p) => p.licence),
      };
    },
    async byId(realm, id) {
      const row = await db.selectFrom('licence').select('licence').where('realm', '=', realm).where('id', '=', id).executeTakeFirst();
      return row ? licence.parse(row.licence) : null;
    },
    async byIdIn(realm, id, locale) {
      const row = await db
        .selectFrom('licence')
        .select(['licence', 'translations'])
        .where('realm', '=', realm.realm)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? localiseLicence(licence.parse(row.licence), row.translations, textLocale(realm, locale)) : null;
    },
  };
}
