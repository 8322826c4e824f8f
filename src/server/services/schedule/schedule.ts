// The schedule and EPG over live events (content type LIVE_EVENT with start and end dates, kept
// current for the demo realms by jobs/demo-schedule.ts), and the upcoming list. Only reads.
import type { RealmSettings } from '../../../contracts/realm.ts';
import { UPCOMING_PAGE_SIZE, type CardPage, type ScheduleAnswer } from '../../../contracts/schedule.ts';
import type { Db } from '../../db/index.ts';
import { CARD_COLUMNS, localised } from '../cards.ts';
import { pageCount, textLocale, toCards } from './cards.ts';

export type ScheduleService = {
  /** Live events that overlap [from, to), by start date, with the realm's channels. */
  range(realm: RealmSettings, options: { from: Date; to: Date; locale?: string }): Promise<ScheduleAnswer>;
  /** Live events that have not started, soonest first. */
  upcoming(realm: RealmSettings, options: { page: number; locale?: string }): Promise<CardPage>;
};

export function createScheduleService(db: Db, now: () => Date): ScheduleService {
  return {
    async range(realm, { from, to, locale }) {
      const rows = await db
        .selectFrom('content')
        .leftJoin('channel_event', (join) =>
          join.onRef('channel_event.realm', '=', 'content.realm').onRef('channel_event.content_id', '=', 'content.id'),
        )
        .select([...CARD_COLUMNS, 'channel_event.channel_id'])
        .where('content.realm', '=', realm.realm)
        .where('content.type', '=', 'LIVE_EVENT')
        // An event on air since yesterday belongs to today's schedule too.
        .where('content.start_date', '<', to)
        .where('content.end_date', '>', from)
        .orderBy('content.start_date')
        .orderBy('content.id')
        // A week of a busy realm is a few hundred events; the cap keeps a bad catalogue bounded.
        .limit(2000)
        .execute();
      const channels = await db
        .selectFrom('live_channel')
        .select(['id', 'name', 'names'])
        .where('realm', '=', realm.realm)
        .orderBy('position')
        .execute();
      const at = textLocale(realm, locale);
      const cards = await toCards(db, realm, rows, at, now());
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        events: cards.map((card, i) => ({ ...card, channelId: rows[i]?.channel_id ?? null })),
        // A channel's name in the locale, as the events' titles are (migration 022).
        channels: channels.map((c) => ({ id: c.id, name: localised(c.name, c.names, at) })),
      };
    },

    async upcoming(realm, { page, locale }) {
      const at = now();
      const base = db
        .selectFrom('content')
        .where('content.realm', '=', realm.realm)
        .where('content.type', '=', 'LIVE_EVENT')
        .where('content.start_date', '>', at);
      const [{ n }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(CARD_COLUMNS)
          .orderBy('content.start_date')
          .orderBy('content.id')
          .limit(UPCOMING_PAGE_SIZE)
          .offset((page - 1) * UPCOMING_PAGE_SIZE)
          .execute(),
      ]);
      const total = Number(n);
      return {
        items: await toCards(db, realm, rows, textLocale(realm, locale), at),
        page,
        totalPages: pageCount(total, UPCOMING_PAGE_SIZE),
        totalItems: total,
      };
    },
  };
}
