// Playback (spec §8 playback messages and codes, §9 DVR window): what the playback endpoint
// takes and answers, the stream lease, and the live playlists' parameters.
import { z } from 'zod';
import { realmName } from './realm.ts';

export { DVR_WINDOW_LONG, DVR_WINDOW_SHORT, PLAYBACK_MESSAGE } from './browse-constants.ts';

export const contentId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, 'content ids are 1 to 128 letters, digits, dots, dashes and underscores');

export const playbackParams = z.object({ id: contentId });

// Seconds; anything above a day is a mistake rather than a wish, and the server clamps to
// DVR_WINDOW_LONG anyway.
const dvrSeconds = z.number().int().min(0).max(86_400);

export const playbackBody = z
  .object({
    /**
     * The DVR window the player can use (spec §9: DVR_WINDOW_SHORT for listed or unknown
     * browsers, else DVR_WINDOW_LONG). Clamped by the server; 0 when the realm has no DVR.
     * Absent: the short window, the spec's answer for a browser nobody named.
     */
    dvrWindow: dvrSeconds.optional(),
  })
  .strict();
export type PlaybackBody = z.input<typeof playbackBody>;

export const streamLease = z.object({
  id: z.string().uuid(),
  /** When the lease lapses unless a heartbeat renews it. */
  expiresAt: z.string().datetime(),
  /** Seconds between heartbeats the player should keep to. */
  heartbeatSeconds: z.number().int().positive(),
});
export type StreamLease = z.infer<typeof streamLease>;

export const playbackAnswer = z.object({
  contentId,
  live: z.boolean(),
  /** A live event whose end has passed: its playlist is the whole event, ended. */
  ended: z.boolean(),
  streams: z.object({ hls: z.string(), dash: z.string().nullable() }),
  /** Seconds the player may seek back from the live edge; null on demand. */
  dvrWindow: z.number().int().min(0).nullable(),
  lease: streamLease,
});
export type PlaybackAnswer = z.infer<typeof playbackAnswer>;

export const leaseParams = z.object({ id: z.string().uuid('not a lease id') });

export const livePlaylistParams = z.object({
  realm: realmName,
  id: contentId,
  file: z.string().regex(/^(master|media_\d{1,2})\.m3u8$/, 'expected master.m3u8 or media_{n}.m3u8'),
});

export const livePlaylistQuery = z
  .object({
    dvr: z
      .string()
      .regex(/^\d{1,5}$/, 'dvr must be a whole number of seconds')
      .transform(Number)
      .pipe(dvrSeconds)
      .optional(),
  })
  .strict();
