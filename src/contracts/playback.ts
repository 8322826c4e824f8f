// Playback (spec §8 playback messages and codes, §9 DVR window): what the playback endpoint
// takes and answers, the stream lease, and the live playlists' parameters.
import { z } from 'zod';
import { realmName } from './realm.ts';

/** Spec §9: seconds of DVR for listed or unknown browsers, else the long window. */
export const DVR_WINDOW_SHORT = 10;
export const DVR_WINDOW_LONG = 1740;

/**
 * Keys of the playback messages (spec §8) the server answers as `messageKey`; the player
 * feature declares their labels. Codes: VIDEO_ERROR, FORBIDDEN, CONFLICT, GEO_CONFLICT.
 */
export const PLAYBACK_MESSAGE = {
  /** Error accessing video: try again (no such playable item, an event not started). */
  videoError: 'playbackVideoError',
  /** Error accessing video: not allowed (guests without full guest access). */
  notAllowed: 'playbackNotAllowed',
  /** Error accessing video: not licensed. */
  notLicensed: 'playbackNotLicensed',
  /** Watching on another device: over the concurrent-stream limit. */
  otherDevice: 'playbackOtherDevice',
  /** Event not available in territory. */
  notInTerritory: 'playbackNotInTerritory',
} as const;

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
