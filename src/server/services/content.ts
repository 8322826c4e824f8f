// One catalogue item with the parts its type has (a series' seasons, a season's episodes, a
// playlist's videos, a news item's text, the parents that make its breadcrumbs), and the news
// list. Only reads; every item is a content card made as rails make them (cards.ts), so a
// season's card counts its episodes and a series' its seasons.
import type { Selectable } from 'kysely';
import type { ContentCard, ContentType } from '../../contracts/content.ts';
import type { CardPage, ContentDetail } from '../../contracts/library.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import type { ContentTable } from '../db/schema.ts';
import { childCounts } from './bucket-rows.ts';
import { CARD_COLUMNS, containerIds, localised, toCard, type CardRow, type TextLocale } from './cards.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

export type PageRequest = {
  /** Any locale; resolved against the realm's languages. */
  locale: string;
  /** 1-based. */
  page: number;
  perPage: number;
};

export type DetailRequest = PageRequest & {
  /** The type the caller expects: an item of another type is not found. */
  type?: ContentType;
};

export type ContentService = {
  /** Null when the realm has no such item (or not of the type asked for). */
  detail(realm: RealmSettings, id: string, request: DetailRequest): Promise<ContentDetail | null>;
  /** News items, newest first. */
  news(realm: RealmSettings, request: PageRequest): Promise<CardPage>;
};

type Row = CardRow & Pick<Selectable<ContentTable>, 'parent_id'>;

const ROW_COLUMNS = [...CARD_COLUMNS, 'content.parent_id'] as const;

/** A video sits in a season (under a series) or a playlist: two levels at most. */
const MAX_PARENT_DEPTH = 2;

export function createContentService(db: Db, now: () => Date): ContentService {
  const textLocale = (realm: RealmSettings, locale: string): TextLocale => ({
    locale: resolveLocale(realm, locale),
    fallback: defaultLocale(realm),
  });

  async function cards(realm: RealmSettings, rows: readonly CardRow[], at: TextLocale, time: Date): Promise<ContentCard[]> {
    const counts = await childCounts(db, realm.realm, containerIds(rows));
    return rows.map((row) => toCard(realm.realm, row, at, counts, time));
  }

  const byId = (realm: string, id: string) =>
    db.selectFrom('content').select(ROW_COLUMNS).where('content.realm', '=', realm).where('content.id', '=', id).executeTakeFirst();

  async function parentsOf(realm: string, row: Row): Promise<Row[]> {
    const parents: Row[] = [];
    let parentId = row.parent_id;
    while (parentId !== null && parents.length < MAX_PARENT_DEPTH) {
      const parent = await byId(realm, parentId);
      if (!parent) break;
      parents.unshift(parent);
      parentId = parent.parent_id;
    }
    return parents;
  }

  /**
   * A page of cards: a container's children in catalogue order (episode and video numbers), or
   * the realm's news newest first.
   */
  async function cardPage(
    realm: RealmSettings,
    of: { parentId: string } | { news: true },
    request: PageRequest,
    at: TextLocale,
    time: Date,
  ): Promise<CardPage> {
    const scoped = db.selectFrom('content').where('content.realm', '=', realm.realm);
    const base = 'parentId' in of ? scoped.where('content.parent_id', '=', of.parentId) : scoped.where('content.type', '=', 'NEWS');
    const ordered =
      'parentId' in of
        ? base.select(CARD_COLUMNS).orderBy('content.position')
        : base.select(CARD_COLUMNS).orderBy('content.start_date', (ob) => ob.desc().nullsLast());
    const [rows, count] = await Promise.all([
      ordered
        .orderBy('content.id')
        .offset((request.page - 1) * request.perPage)
        .limit(request.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const totalItems = Number(count.n);
    return {
      items: await cards(realm, rows, at, time),
      page: request.page,
      totalPages: Math.ceil(totalItems / request.perPage),
      totalItems,
    };
  }

  return {
    async detail(realm, id, request) {
      const time = now();
      const at = textLocale(realm, request.locale);
      const row = await byId(realm.realm, id);
      if (!row || (request.type !== undefined && row.type !== request.type)) return null;
      const parents = await parentsOf(realm.realm, row);
      const [item, ...parentCards] = await cards(realm, [row, ...parents], at, time);
      if (!item) return null;
      const detail: ContentDetail = { item, body: null, parents: parentCards, seasons: null, children: null };
      if (row.type === 'NEWS') detail.body = localised(row.description, row.descriptions, at);
      if (row.type === 'VOD_SERIES') {
        // A series has a handful of seasons: all of them, for the season picker.
        const seasons = await db
          .selectFrom('content')
          .select(CARD_COLUMNS)
          .where('content.realm', '=', realm.realm)
          .where('content.parent_id', '=', row.id)
          .orderBy('content.position')
          .orderBy('content.id')
          .execute();
        detail.seasons = await cards(realm, seasons, at, time);
      }
      if (row.type === 'VOD_SEASON' || row.type === 'VOD_PLAYLIST')
        detail.children = await cardPage(realm, { parentId: row.id }, request, at, time);
      return detail;
    },

    async news(realm, request) {
      return cardPage(realm, { news: true }, request, textLocale(realm, request.locale), now());
    },
  };
}
