// What the player reads and writes besides the stream itself (issue 8): an item's public
// details for the player page, the live events a multi-view offers, and watch progress per
// viewer and profile (the resume point and the history screen). Cards are the catalogue's own
// (cards.ts), so the history shows an item as the rails do.
import type { ContentCard } from '../../contracts/content.ts';
import type { ProgressList, WatchProgress } from '../../contracts/progress.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { childCounts } from './bucket-rows.ts';
import { CARD_COLUMNS, containerIds, toCard, toDate, type CardRow, type TextLocale } from './cards.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

/** Who the progress belongs to: the account and the profile in use (null: none). */
export type ProgressOwner = { userId: string; profileId: string | null };

export type WatchService = {
  item(realm: RealmSettings, id: string, locale: string): Promise<{ item: ContentCard; playable: boolean }>;
  liveNow(realm: RealmSettings, locale: string): Promise<ContentCard[]>;
  progress(realm: RealmSettings, owner: ProgressOwner, id: string): Promise<WatchProgress | null>;
  saveProgress(realm: RealmSettings, owner: ProgressOwner, id: string, at: { position: number; duration: number }): Promise<WatchProgress>;
  history(realm: RealmSettings, owner: ProgressOwner, page: { page: number; perPage: number; locale: string }): Promise<ProgressList>;
};

/** A multi-view shows a handful of streams; more would not fit a screen anyway. */
const MULTI_VIEW_LIMIT = 12;

const profileKey = (owner: ProgressOwner) => owner.profileId ?? '';

type ProgressRow = { content_id: string; position: number; duration: number; updated_at: Date | string };

const toProgress = (row: ProgressRow): WatchProgress => ({
  contentId: row.content_id,
  position: row.position,
  duration: row.duration,
  updatedAt: (toDate(row.updated_at) ?? new Date(0)).toISOString(),
});

export function createWatchService(db: Db, now: () => Date): WatchService {
  const textLocale = (realm: RealmSettings, locale: string): TextLocale => ({
    locale: resolveLocale(realm, locale),
    fallback: defaultLocale(realm),
  });

  async function cards(realm: RealmSettings, rows: CardRow[], locale: string): Promise<ContentCard[]> {
    const counts = await childCounts(db, realm.realm, containerIds(rows));
    const at = textLocale(realm, locale);
    const time = now();
    return rows.map((row) => toCard(realm.realm, row, at, counts, time));
  }

  return {
    async item(realm, id, locale) {
      const row = await db
        .selectFrom('content')
        .select([...CARD_COLUMNS, 'content.media'])
        .where('content.realm', '=', realm.realm)
        .where('content.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(`No item ${id}`);
      const [item] = await cards(realm, [row], locale);
      if (!item) throw notFound(`No item ${id}`);
      return { item, playable: row.media !== null };
    },

    async liveNow(realm, locale) {
      if (!realm.hasLive) return [];
      const time = now();
      const rows = await db
        .selectFrom('content')
        .select(CARD_COLUMNS)
        .where('content.realm', '=', realm.realm)
        .where('content.type', '=', 'LIVE_EVENT')
        .where('content.media', 'is not', null)
        .where('content.start_date', '<=', time)
        .where('content.end_date', '>', time)
        .orderBy('content.start_date')
        .orderBy('content.id')
        .limit(MULTI_VIEW_LIMIT)
        .execute();
      return cards(realm, rows, locale);
    },

    async progress(realm, owner, id) {
      const row = await db
        .selectFrom('watch_progress')
        .select(['content_id', 'position', 'duration', 'updated_at'])
        .where('user_id', '=', owner.userId)
        .where('profile', '=', profileKey(owner))
        .where('realm', '=', realm.realm)
        .where('content_id', '=', id)
        .executeTakeFirst();
      return row ? toProgress(row) : null;
    },

    async saveProgress(realm, owner, id, { position, duration }) {
      const item = await db
        .selectFrom('content')
        .select('id')
        .where('realm', '=', realm.realm)
        .where('id', '=', id)
        .where('media', 'is not', null)
        .executeTakeFirst();
      if (!item) throw notFound(`Nothing to play for ${id}`);
      const updatedAt = now();
      const row = await db
        .insertInto('watch_progress')
        .values({
          user_id: owner.userId,
          profile: profileKey(owner),
          realm: realm.realm,
          content_id: id,
          position,
          duration,
          updated_at: updatedAt,
        })
        .onConflict((oc) => oc.columns(['user_id', 'profile', 'content_id']).doUpdateSet({ position, duration, updated_at: updatedAt }))
        .returning(['content_id', 'position', 'duration', 'updated_at'])
        .executeTakeFirstOrThrow();
      return toProgress(row);
    },

    async history(realm, owner, { page, perPage, locale }) {
      const mine = db
        .selectFrom('watch_progress')
        .where('watch_progress.user_id', '=', owner.userId)
        .where('watch_progress.profile', '=', profileKey(owner))
        .where('watch_progress.realm', '=', realm.realm);
      const { n } = await mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const totalItems = Number(n);
      const rows = await mine
        .innerJoin('content', (j) =>
          j.onRef('content.realm', '=', 'watch_progress.realm').onRef('content.id', '=', 'watch_progress.content_id'),
        )
        // The item's own duration is a card column: the watched one is named apart.
        .select([...CARD_COLUMNS, 'watch_progress.position', 'watch_progress.duration as watched', 'watch_progress.updated_at'])
        .orderBy('watch_progress.updated_at', 'desc')
        .orderBy('watch_progress.content_id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const itemCards = await cards(realm, rows, locale);
      return {
        items: rows.flatMap((row, i) => {
          const item = itemCards[i];
          return item ? [{ ...toProgress({ ...row, content_id: row.id, duration: row.watched }), item }] : [];
        }),
        page,
        totalPages: Math.ceil(totalItems / perPage),
        totalItems,
      };
    },
  };
}
