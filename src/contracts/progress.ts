// The player's wire types (issue 8): an item's public details for the player page, the live
// events a multi-view offers, and watch progress (spec §3 card's watchProgress, the history
// screen). Positions and durations are whole seconds.
import { z } from 'zod';
import { contentCard } from './content.ts';
import { contentId } from './playback.ts';
import { PROGRESS_MAX_PAGE_SIZE } from './progress-limits.ts';

export { PROGRESS_MAX_PAGE_SIZE, PROGRESS_PAGE_SIZE } from './progress-limits.ts';

export const playerItemParams = z.object({ id: contentId });
export const localeQuery = z.object({ lk: z.string().min(2).max(35).optional() }).strict();

export const playerItem = z.object({
  item: contentCard,
  /** False for containers (series, playlists): nothing to play, the page says so. */
  playable: z.boolean(),
});
export type PlayerItem = z.infer<typeof playerItem>;

export const multiViewEvents = z.object({ items: z.array(contentCard) });
export type MultiViewEvents = z.infer<typeof multiViewEvents>;

// A day is far beyond any sample; ten days bounds a typo rather than a real programme.
const seconds = z.number().int().min(0).max(864_000);

export const progressBody = z
  .object({ position: seconds, duration: seconds.refine((d) => d > 0, 'duration must be positive') })
  .strict()
  .refine((b) => b.position <= b.duration, { message: 'position must not pass the duration', path: ['position'] });
export type ProgressBody = z.input<typeof progressBody>;

export const watchProgress = z.object({
  contentId,
  position: z.number().int(),
  duration: z.number().int(),
  updatedAt: z.string().datetime(),
});
export type WatchProgress = z.infer<typeof watchProgress>;

export const progressListQuery = z
  .object({
    p: z.coerce.number().int().min(1).max(1000).optional(),
    perPage: z.coerce.number().int().min(1).max(PROGRESS_MAX_PAGE_SIZE).optional(),
    lk: z.string().min(2).max(35).optional(),
  })
  .strict();

export const progressEntry = watchProgress.extend({ item: contentCard });
export type ProgressEntry = z.infer<typeof progressEntry>;

export const progressList = z.object({
  items: z.array(progressEntry),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type ProgressList = z.infer<typeof progressList>;

/** No progress yet is an answer, not a 404: the player simply starts at the beginning. */
export const progressAnswer = z.object({ progress: watchProgress.nullable() });
export type ProgressAnswer = z.infer<typeof progressAnswer>;
