// Schedule, EPG, upcoming events, favourites and watchlists, and fighter rankings (issue 8):
// the wire shapes of the operations in operations-schedule.ts. Cards are the catalogue's
// content cards (contracts/content.ts); a schedule entry adds the EPG channel it airs on.
import { z } from 'zod';
import { contentCard } from './content.ts';
import { locale } from './labels.ts';
import { contentId } from './playback.ts';

/** The widest range one schedule or EPG call may ask for. */
export const SCHEDULE_MAX_RANGE_DAYS = 7;
const DAY_MS = 86_400_000;

const instant = (name: string) =>
  z
    .string()
    .max(40)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), `${name} is an ISO 8601 date and time`);

/** `from` ≤ start < `to` (events that start in the range), at most seven days apart. */
export const scheduleQuery = z
  .object({
    from: instant('from'),
    to: instant('to'),
    lk: locale.optional(),
  })
  .strict()
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to is after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= SCHEDULE_MAX_RANGE_DAYS * DAY_MS, {
    message: `from and to are at most ${SCHEDULE_MAX_RANGE_DAYS} days apart`,
    path: ['to'],
  });

export const channel = z.object({ id: z.string(), name: z.string() });
export type Channel = z.infer<typeof channel>;

export const scheduleEvent = contentCard.extend({ channelId: z.string().nullable() });
export type ScheduleEvent = z.infer<typeof scheduleEvent>;

/** Live events overlapping [from, to), by start date; the EPG's channels in their order. */
export const scheduleAnswer = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(scheduleEvent),
  channels: z.array(channel),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;

export const UPCOMING_PAGE_SIZE = 20;
export const upcomingQuery = z.object({ p: z.coerce.number().int().min(1).max(1000).optional(), lk: locale.optional() }).strict();

const pageFields = { page: z.number().int(), totalPages: z.number().int(), totalItems: z.number().int() };

export const cardPage = z.object({ items: z.array(contentCard), ...pageFields });
export type CardPage = z.infer<typeof cardPage>;

// Favourites (also the "my list" screen) and watchlists: the viewer's own, per profile.
export const FAVOURITES_PAGE_SIZE = 24;
/** A favourites list or a watchlist holds at most this many items; the ids answer lists them all. */
export const LIST_MAX_ITEMS = 500;
export const WATCHLISTS_MAX = 20;

export const listPageQuery = z.object({ p: z.coerce.number().int().min(1).max(1000).optional(), lk: locale.optional() }).strict();
export const contentParams = z.object({ id: contentId });
export const favouriteState = z.object({ id: z.string(), favourite: z.boolean() });
export const favouriteIds = z.object({ ids: z.array(z.string()) });

export const watchlistName = z.string().trim().min(1, 'name is required').max(60, 'name is at most 60 characters');
export const watchlistBody = z.object({ name: watchlistName }).strict();
export const watchlistParams = z.object({ id: z.string().uuid('not a watchlist id') });
export const watchlistItemParams = z.object({ id: z.string().uuid('not a watchlist id'), contentId });
export const watchlistSummary = z.object({ id: z.string(), name: z.string(), itemCount: z.number().int() });
export type WatchlistSummary = z.infer<typeof watchlistSummary>;
export const watchlistList = z.object({ watchlists: z.array(watchlistSummary) });
export const watchlistDetail = watchlistSummary.extend({ items: z.array(contentCard) });
export type WatchlistDetail = z.infer<typeof watchlistDetail>;

// Fighter rankings (spec §3 "Fighter ranking categories", §9 "Fighter: 5 items default, limit 5000").
export const FIGHTER_CATEGORIES = [
  'mens-pound-for-pound',
  'womens-pound-for-pound',
  'flyweight',
  'bantamweight',
  'featherweight',
  'lightweight',
  'welterweight',
  'middleweight',
  'light-heavyweight',
  'heavyweight',
  'womens-strawweight',
  'womens-flyweight',
  'womens-bantamweight',
  'womens-featherweight',
] as const;
export const fighterCategory = z.enum(FIGHTER_CATEGORIES);
export type FighterCategory = z.infer<typeof fighterCategory>;
import { FIGHTERS_DEFAULT_ITEMS, FIGHTERS_LIMIT, FIGHTER_THUMBNAIL } from './browse-constants.ts';

export { FIGHTERS_DEFAULT_ITEMS, FIGHTERS_LIMIT, FIGHTER_THUMBNAIL };

export const fightersQuery = z
  .object({
    /** One category's slice ("show more"); every category's first `limit` when absent. */
    category: fighterCategory.optional(),
    offset: z.coerce.number().int().min(0).max(FIGHTERS_LIMIT).optional(),
    limit: z.coerce.number().int().min(1).max(FIGHTERS_LIMIT).optional(),
  })
  .strict();

export const fighter = z.object({
  id: z.string(),
  name: z.string(),
  rank: z.number().int(),
  record: z.string(),
  thumbnailUrl: z.string(),
});
export type Fighter = z.infer<typeof fighter>;

export const fighterRanking = z.object({ category: fighterCategory, total: z.number().int(), fighters: z.array(fighter) });
export type FighterRanking = z.infer<typeof fighterRanking>;
export const fightersAnswer = z.object({ rankings: z.array(fighterRanking) });
export type FightersAnswer = z.infer<typeof fightersAnswer>;
