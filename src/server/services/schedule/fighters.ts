// Fighter rankings by the spec's categories (§3), the realm's seeded rows in rank order.
import { FIGHTER_CATEGORIES, FIGHTERS_DEFAULT_ITEMS, type FighterCategory, type FightersAnswer } from '../../../contracts/schedule.ts';
import { artworkPath } from '../../../contracts/paths.ts';
import type { Db } from '../../db/index.ts';

export type FighterService = {
  /** Every category's first `limit`, or one category's slice from `offset`. */
  rankings(realm: string, options: { category?: FighterCategory; offset?: number; limit?: number }): Promise<FightersAnswer>;
};

export function createFighterService(db: Db): FighterService {
  return {
    async rankings(realm, { category, offset = 0, limit = FIGHTERS_DEFAULT_ITEMS }) {
      const categories = category ? [category] : [...FIGHTER_CATEGORIES];
      const totals = await db
        .selectFrom('fighter')
        .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
        .where('realm', '=', realm)
        .where('category', 'in', categories)
        .groupBy('category')
        .execute();
      const rows = await db
        .selectFrom('fighter')
        .select(['id', 'category', 'rank', 'name', 'record', 'artwork'])
        .where('realm', '=', realm)
        .where('category', 'in', categories)
        // Ranks are 1-based and dense within a category, so a slice is a rank window.
        .where('rank', '>', offset)
        .where('rank', '<=', offset + limit)
        .orderBy('category')
        .orderBy('rank')
        .execute();
      const total = new Map(totals.map((t) => [t.category, Number(t.n)]));
      return {
        rankings: categories
          .filter((c) => category !== undefined || (total.get(c) ?? 0) > 0)
          .map((c) => ({
            category: c,
            total: total.get(c) ?? 0,
            fighters: rows
              .filter((r) => r.category === c)
              .map((r) => ({
                id: r.id,
                name: r.name,
                rank: r.rank,
                record: r.record,
                thumbnailUrl: artworkPath.image(realm, 'thumb', r.artwork),
              })),
          })),
      };
    },
  };
}
