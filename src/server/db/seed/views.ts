// Demo view counts, what "popular" ranks by (services/search.ts). Per demo realm and search
// type, a seeded shuffle of the items gets views falling off as 1/rank (a few items take most
// of the audience, as on a real service), the first POPULAR_PER_TYPE of each type only: the
// rest have no row, which reads as no views. Run once per database (its own meta row), after
// the catalogue, so a database seeded before this existed gets it on its next start.
import { sql } from 'kysely';
import { SEARCH_TYPES } from '../../../contracts/search.ts';
import { createRng } from '../../lib/rng.ts';
import type { Db } from '../index.ts';
import { bumpRealmVersions } from '../realm-version.ts';
import { claimSeedMarker } from './claim.ts';
import { DEMO_REALMS } from './realms/index.ts';

export const VIEWS_SEED_KEY = 'demo_views';
const POPULAR_PER_TYPE = 200;
const TOP_VIEWS = 50_000;

export async function seedDemoViews(db: Db): Promise<void> {
  const seeded = await db.transaction().execute(async (trx) => {
    const names = DEMO_REALMS.map((def) => def.settings.realm);
    const present = await trx.selectFrom('realm').select('name').where('name', 'in', names).execute();
    if (present.length === 0 || !(await claimSeedMarker(trx, VIEWS_SEED_KEY, { version: 1 }))) return false;
    for (const { name: realm } of present) {
      const rng = createRng(`${realm}:views`);
      for (const type of SEARCH_TYPES) {
        const items = await trx
          .selectFrom('content')
          .select('id')
          .where('realm', '=', realm)
          .where('type', '=', type)
          .orderBy('id')
          .execute();
        const chosen = rng.shuffle(items.map((i) => i.id)).slice(0, POPULAR_PER_TYPE);
        const rows = chosen.map((id, rank) => ({ realm, content_id: id, views: Math.round(TOP_VIEWS / (rank + 1)) + rng.int(0, 9) }));
        if (rows.length > 0) await trx.insertInto('content_views').values(rows).execute();
      }
    }
    // Popular answers are kept per realm (routes/search.ts): they change with these rows.
    await bumpRealmVersions(
      trx,
      present.map((p) => p.name),
    );
    return true;
  });
  if (!seeded) return;
  // Planner statistics after the bulk load: PGlite has no autovacuum to gather them, and
  // without them a search reads every document of the realm instead of its GIN indexes.
  await sql`analyze content`.execute(db);
  await sql`analyze search_document`.execute(db);
  await sql`analyze content_views`.execute(db);
}
