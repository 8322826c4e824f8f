// Licences a realm sells (SPEC §3 "Licence"): in families, and on their own
// (nonFamilyBasedLicences), each in the order the realm lists them.
import { licence, type Licence } from '../../contracts/licence.ts';
import type { LicenceCatalogue } from '../../contracts/commerce.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';

export type LicenceService = {
  list(realm: RealmSettings): Promise<LicenceCatalogue>;
  /** One licence of the realm, or null. */
  byId(realm: string, id: string): Promise<Licence | null>;
};

export function createLicenceService(db: Db): LicenceService {
  return {
    async list(realm) {
      const [rows, families] = await Promise.all([
        db
          .selectFrom('licence')
          .select(['licence', 'family_id'])
          .where('realm', '=', realm.realm)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('licence_family')
          .select(['id', 'name', 'description'])
          .where('realm', '=', realm.realm)
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ]);
      const parsed = rows.map((r) => ({ family: r.family_id, licence: licence.parse(r.licence) }));
      const known = new Set(families.map((f) => f.id));
      return {
        licenceFamilies: families
          .map((f) => ({ ...f, licences: parsed.filter((p) => p.family === f.id).map((p) => p.licence) }))
          .filter((f) => f.licences.length > 0),
        // A licence naming a family the realm does not have is still sold, on its own.
        nonFamilyBasedLicences: parsed.filter((p) => p.family === null || !known.has(p.family)).map((p) => p.licence),
      };
    },
    async byId(realm, id) {
      const row = await db.selectFrom('licence').select('licence').where('realm', '=', realm).where('id', '=', id).executeTakeFirst();
      return row ? licence.parse(row.licence) : null;
    },
  };
}
