// The viewer's favourites (the favourites and my-list screens) and named watchlists, per user
// and viewing profile: a profile's lists are its own, as its history is. Adding and removing
// are idempotent (PUT and DELETE answer the state either way), so a retried or doubled toggle
// cannot flip an item twice.
import { randomUUID } from 'node:crypto';
import type { RealmSettings } from '../../../contracts/realm.ts';
import {
  FAVOURITES_PAGE_SIZE,
  LIST_MAX_ITEMS,
  WATCHLISTS_MAX,
  type CardPage,
  type WatchlistDetail,
  type WatchlistSummary,
} from '../../../contracts/schedule.ts';
import type { Db } from '../../db/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { CARD_COLUMNS } from '../cards.ts';
import { pageCount, textLocale, toCards } from './cards.ts';

/** Whose lists: the account and the profile in use ('' without profiles). */
export type ListOwner = { userId: string; realm: RealmSettings; profileId: string | null };

export type ListService = {
  favourites(owner: ListOwner, options: { page: number; locale?: string }): Promise<CardPage>;
  favouriteIds(owner: ListOwner): Promise<string[]>;
  isFavourite(owner: ListOwner, contentId: string): Promise<boolean>;
  setFavourite(owner: ListOwner, contentId: string, favourite: boolean): Promise<void>;
  watchlists(owner: ListOwner): Promise<WatchlistSummary[]>;
  createWatchlist(owner: ListOwner, name: string): Promise<WatchlistSummary>;
  watchlist(owner: ListOwner, id: string, options: { page: number; locale?: string }): Promise<WatchlistDetail>;
  renameWatchlist(owner: ListOwner, id: string, name: string): Promise<WatchlistSummary>;
  deleteWatchlist(owner: ListOwner, id: string): Promise<void>;
  setWatchlistItem(owner: ListOwner, id: string, contentId: string, present: boolean): Promise<WatchlistSummary>;
};

const profileKey = (owner: ListOwner) => owner.profileId ?? '';
const listFull = () => new HttpError(409, 'CONFLICT', `A list holds at most ${LIST_MAX_ITEMS} items`, { messageKey: 'listFull' });
const nameTaken = () => new HttpError(409, 'CONFLICT', 'A watchlist of that name exists', { messageKey: 'watchlistNameTaken' });

/** Postgres' unique-violation code, as both drivers report it. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function createListService(db: Db, now: () => Date): ListService {
  async function requireContent(owner: ListOwner, contentId: string): Promise<void> {
    const row = await db
      .selectFrom('content')
      .select('id')
      .where('realm', '=', owner.realm.realm)
      .where('id', '=', contentId)
      .executeTakeFirst();
    if (!row) throw notFound(`No item ${contentId} in this realm`);
  }

  async function ownWatchlist(owner: ListOwner, id: string): Promise<{ id: string; name: string }> {
    const row = await db
      .selectFrom('watchlist')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('user_id', '=', owner.userId)
      .where('profile_key', '=', profileKey(owner))
      .executeTakeFirst();
    // Another viewer's list is as missing as one that never was.
    if (!row) throw notFound('No such watchlist');
    return row;
  }

  async function summary(owner: ListOwner, list: { id: string; name: string }): Promise<WatchlistSummary> {
    const { n } = await db
      .selectFrom('watchlist_item')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('watchlist_id', '=', list.id)
      .executeTakeFirstOrThrow();
    return { id: list.id, name: list.name, itemCount: Number(n) };
  }

  return {
    async favourites(owner, { page, locale }) {
      const base = db
        .selectFrom('favourite')
        .innerJoin('content', (join) =>
          join.onRef('content.realm', '=', 'favourite.realm').onRef('content.id', '=', 'favourite.content_id'),
        )
        .where('favourite.user_id', '=', owner.userId)
        .where('favourite.profile_key', '=', profileKey(owner))
        .where('favourite.realm', '=', owner.realm.realm);
      const [{ n }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(CARD_COLUMNS)
          .orderBy('favourite.created_at', 'desc')
          .orderBy('content.id')
          .limit(FAVOURITES_PAGE_SIZE)
          .offset((page - 1) * FAVOURITES_PAGE_SIZE)
          .execute(),
      ]);
      const cards = await toCards(db, owner.realm, rows, textLocale(owner.realm, locale), now());
      const total = Number(n);
      return {
        items: cards.map((card) => ({ ...card, favourite: true })),
        page,
        totalPages: pageCount(total, FAVOURITES_PAGE_SIZE),
        totalItems: total,
      };
    },

    async favouriteIds(owner) {
      const rows = await db
        .selectFrom('favourite')
        .select('content_id')
        .where('user_id', '=', owner.userId)
        .where('profile_key', '=', profileKey(owner))
        .where('realm', '=', owner.realm.realm)
        .orderBy('created_at', 'desc')
        .limit(LIST_MAX_ITEMS)
        .execute();
      return rows.map((r) => r.content_id);
    },

    async isFavourite(owner, contentId) {
      const row = await db
        .selectFrom('favourite')
        .select('content_id')
        .where('user_id', '=', owner.userId)
        .where('profile_key', '=', profileKey(owner))
        .where('realm', '=', owner.realm.realm)
        .where('content_id', '=', contentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setFavourite(owner, contentId, favourite) {
      const key = { user_id: owner.userId, profile_key: profileKey(owner), realm: owner.realm.realm, content_id: contentId };
      if (!favourite) {
        await db
          .deleteFrom('favourite')
          .where('user_id', '=', key.user_id)
          .where('profile_key', '=', key.profile_key)
          .where('content_id', '=', contentId)
          .execute();
        return;
      }
      await requireContent(owner, contentId);
      const { n } = await db
        .selectFrom('favourite')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', key.user_id)
        .where('profile_key', '=', key.profile_key)
        .executeTakeFirstOrThrow();
      if (Number(n) >= LIST_MAX_ITEMS && !(await this.isFavourite(owner, contentId))) throw listFull();
      await db
        .insertInto('favourite')
        .values(key)
        .onConflict((oc) => oc.columns(['user_id', 'profile_key', 'content_id']).doNothing())
        .execute();
    },

    async watchlists(owner) {
      const rows = await db
        .selectFrom('watchlist')
        .leftJoin('watchlist_item', 'watchlist_item.watchlist_id', 'watchlist.id')
        .select(['watchlist.id', 'watchlist.name', (eb) => eb.fn.count<string>('watchlist_item.content_id').as('n')])
        .where('watchlist.user_id', '=', owner.userId)
        .where('watchlist.profile_key', '=', profileKey(owner))
        .where('watchlist.realm', '=', owner.realm.realm)
        .groupBy(['watchlist.id', 'watchlist.name', 'watchlist.created_at'])
        .orderBy('watchlist.created_at')
        .orderBy('watchlist.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, itemCount: Number(r.n) }));
    },

    async createWatchlist(owner, name) {
      const { n } = await db
        .selectFrom('watchlist')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', owner.userId)
        .where('profile_key', '=', profileKey(owner))
        .executeTakeFirstOrThrow();
      if (Number(n) >= WATCHLISTS_MAX) {
        throw new HttpError(409, 'CONFLICT', `At most ${WATCHLISTS_MAX} watchlists`, { messageKey: 'watchlistsFull' });
      }
      const id = randomUUID();
      try {
        await db
          .insertInto('watchlist')
          .values({ id, user_id: owner.userId, profile_key: profileKey(owner), realm: owner.realm.realm, name })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return { id, name, itemCount: 0 };
    },

    async watchlist(owner, id, { page, locale }) {
      const list = await ownWatchlist(owner, id);
      const rows = await db
        .selectFrom('watchlist_item')
        .innerJoin('content', (join) =>
          join.onRef('content.realm', '=', 'watchlist_item.realm').onRef('content.id', '=', 'watchlist_item.content_id'),
        )
        .select(CARD_COLUMNS)
        .where('watchlist_item.watchlist_id', '=', id)
        .orderBy('watchlist_item.created_at', 'desc')
        .orderBy('content.id')
        .limit(FAVOURITES_PAGE_SIZE)
        .offset((page - 1) * FAVOURITES_PAGE_SIZE)
        .execute();
      const items = await toCards(db, owner.realm, rows, textLocale(owner.realm, locale), now());
      return { ...(await summary(owner, list)), items };
    },

    async renameWatchlist(owner, id, name) {
      await ownWatchlist(owner, id);
      try {
        await db.updateTable('watchlist').set({ name }).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return summary(owner, { id, name });
    },

    async deleteWatchlist(owner, id) {
      await ownWatchlist(owner, id);
      await db.deleteFrom('watchlist').where('id', '=', id).execute();
    },

    async setWatchlistItem(owner, id, contentId, present) {
      const list = await ownWatchlist(owner, id);
      if (present) {
        await requireContent(owner, contentId);
        const before = await summary(owner, list);
        if (before.itemCount >= LIST_MAX_ITEMS) throw listFull();
        await db
          .insertInto('watchlist_item')
          .values({ watchlist_id: id, realm: owner.realm.realm, content_id: contentId })
          .onConflict((oc) => oc.columns(['watchlist_id', 'content_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('watchlist_item').where('watchlist_id', '=', id).where('content_id', '=', contentId).execute();
      }
      return summary(owner, list);
    },
  };
}
