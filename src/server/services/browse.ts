// Grid, releases and browse (issue 8). A grid is a page of one rail's items or of every
// top-level item of one type; releases are the newest on-demand items by when they were added;
// browse lists the realm's sections and the content types it has, to choose a grid from.
import { sql } from 'kysely';
import type { BrowseIndex, GridContentType, GridPage } from '../../contracts/browse.ts';
import { gridContentType } from '../../contracts/browse.ts';
import { bucketImageStyle } from '../../contracts/content.ts';
import { artworkPath } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import { childCounts, visibilityConditions, type Visibility } from './bucket-rows.ts';
import { CARD_COLUMNS, containerIds, localised, toCard, type CardRow, type TextLocale } from './cards.ts';
import type { CatalogueService } from './catalogue.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

/** What releases list: things to watch on demand, not live events, news or episodes. */
const ON_DEMAND = ['VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'] as const;

export type GridOptions = { locale: string; page: number; perPage: number; visibility?: Visibility };

export type BrowseService = {
  /** Null when the realm has no such rail. */
  bucketGrid(realm: RealmSettings, bucketId: string, options: GridOptions): Promise<GridPage | null>;
  typeGrid(realm: RealmSettings, type: GridContentType, options: GridOptions): Promise<GridPage>;
  releases(realm: RealmSettings, options: GridOptions): Promise<GridPage>;
  index(realm: RealmSettings, locale: string): Promise<BrowseIndex>;
};

export function createBrowseService(db: Db, catalogue: CatalogueService, now: () => Date): BrowseService {
  const textLocale = (realm: RealmSettings, locale: string): TextLocale => ({
    locale: resolveLocale(realm, locale),
    fallback: defaultLocale(realm),
  });

  /** A page of top-level items of `types`, newest first ("newest": added, then dated). */
  async function topLevel(realm: RealmSettings, types: readonly string[], options: GridOptions, order: 'added' | 'dated') {
    const at = textLocale(realm, options.locale);
    let base = db
      .selectFrom('content')
      .where('content.realm', '=', realm.realm)
      .where('content.type', 'in', [...types])
      .where('content.parent_id', 'is', null);
    for (const condition of visibilityConditions(options.visibility)) base = base.where(condition);
    let page = base.select(CARD_COLUMNS);
    page =
      order === 'added'
        ? page.orderBy('content.created_at', 'desc').orderBy('content.position', 'desc')
        : page.orderBy(sql`content.start_date desc nulls last`).orderBy('content.position');
    const [rows, count] = await Promise.all([
      page
        .orderBy('content.id')
        .offset((options.page - 1) * options.perPage)
        .limit(options.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return cardsPage(realm, rows, Number(count.n), at, options);
  }

  async function cardsPage(realm: RealmSettings, rows: CardRow[], total: number, at: TextLocale, options: GridOptions) {
    const counts = await childCounts(db, realm.realm, containerIds(rows));
    const time = now();
    return {
      items: rows.map((r) => toCard(realm.realm, r, at, counts, time)),
      page: options.page,
      totalPages: Math.ceil(total / options.perPage),
      totalItems: total,
    };
  }

  return {
    async bucketGrid(realm, bucketId, options) {
      const bucket = await catalogue.bucket(realm, bucketId, options);
      if (!bucket) return null;
      return { title: bucket.name, imageStyle: bucket.imageStyle, ...bucket.contentList };
    },

    async typeGrid(realm, type, options) {
      const imageStyle = bucketImageStyle.parse(type === 'VOD_SERIES' ? 'PORTRAIT' : 'LANDSCAPE');
      return { title: null, imageStyle, ...(await topLevel(realm, [type], options, 'dated')) };
    },

    async releases(realm, options) {
      return { title: null, imageStyle: 'LANDSCAPE', ...(await topLevel(realm, ON_DEMAND, options, 'added')) };
    },

    async index(realm, locale) {
      const at = textLocale(realm, locale);
      const [sections, types] = await Promise.all([
        db
          .selectFrom('section')
          .select(['name', 'title', 'titles', 'artwork'])
          .where('realm', '=', realm.realm)
          .where('name', '!=', 'home')
          .orderBy('position')
          .orderBy('name')
          .execute(),
        db
          .selectFrom('content')
          .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
          .where('realm', '=', realm.realm)
          .where('parent_id', 'is', null)
          .groupBy('type')
          .execute(),
      ]);
      const counts = new Map(types.map((t) => [t.type, Number(t.n)]));
      return {
        sections: sections.map((s) => ({
          name: s.name,
          title: localised(s.title, s.titles, at),
          imageUrl: artworkPath.image(realm.realm, 'thumb', s.artwork),
        })),
        // In the spec's type order, only those the realm has.
        types: gridContentType.options.flatMap((type) => {
          const count = counts.get(type) ?? 0;
          return count > 0 ? [{ type, count }] : [];
        }),
      };
    },
  };
}
