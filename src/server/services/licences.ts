// Licences a realm sells (SPEC §3 "Licence"), in the order the realm lists them.
import { licence, type Licence } from '../../contracts/licence.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';

export type LicenceService = {
  list(realm: RealmSettings): Promise<Licence[]>;
};

export function createLicenceService(db: Db): LicenceService {
  return {
    async list(realm) {
      const rows = await db
        .selectFrom('licence')
        .select('licence')
        .where('realm', '=', realm.realm)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => licence.parse(r.licence));
    },
  };
}
