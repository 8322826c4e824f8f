// The demo's playback rules (migration 011), once per database under their own marker, so a
// database seeded before they existed gets them on its next start. Arena gets one item that
// plays only in Brazil (the territory message everywhere else, localhost included: a request
// without a trusted country is outside every ALLOW list) and one that needs an Arena
// subscription (the not-licensed message for the demo accounts, which hold none). Only rows of
// the new tables are added; the catalogue's own rows stay as they were.
import type { Db } from '../index.ts';
import { claimSeedMarker } from './claim.ts';

export const PLAYBACK_SEED_KEY = 'demo_playback';

export const DEMO_PLAYBACK = {
  realm: 'arena',
  geoBlocked: { contentId: 'arena-vod-1', mode: 'ALLOW', countries: ['BR'] },
  licenceOnly: { contentId: 'arena-vod-2', licenceIds: ['arena-monthly', 'arena-yearly'] },
} as const;

export async function seedDemoPlayback(db: Db): Promise<boolean> {
  const { realm, geoBlocked, licenceOnly } = DEMO_PLAYBACK;
  return db.transaction().execute(async (trx) => {
    // Only where the demo catalogue is there (a database with other realms gets nothing).
    const items = await trx
      .selectFrom('content')
      .select('id')
      .where('realm', '=', realm)
      .where('id', 'in', [geoBlocked.contentId, licenceOnly.contentId])
      .execute();
    const licences = await trx
      .selectFrom('licence')
      .select('id')
      .where('realm', '=', realm)
      .where('id', 'in', licenceOnly.licenceIds)
      .execute();
    if (items.length < 2 || licences.length < licenceOnly.licenceIds.length) return false;
    if (!(await claimSeedMarker(trx, PLAYBACK_SEED_KEY, { version: 1 }))) return false;
    await trx
      .insertInto('content_geo_rule')
      .values({ realm, content_id: geoBlocked.contentId, mode: geoBlocked.mode, countries: [...geoBlocked.countries] })
      .execute();
    await trx
      .insertInto('content_licence')
      .values(licenceOnly.licenceIds.map((licenceId) => ({ realm, content_id: licenceOnly.contentId, licence_id: licenceId })))
      .execute();
    return true;
  });
}
