// Constants of the browse-and-watch contracts the app needs at run time, zod-free: the screens'
// route objects are in the router's start-up chunk, and importing one of these from its zod
// contract pulled zod (about 30 KB gzipped) into every first page. The contracts re-export them.

/** Spec §3 "Search types", in the order the search page shows its sections. */
export const SEARCH_TYPES = ['LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'] as const;

/** Spec §9: fighters per category by default, and at most per request. */
export const FIGHTERS_DEFAULT_ITEMS = 5;
export const FIGHTERS_LIMIT = 5000;
/** Ranking thumbnails (spec §9). */
export const FIGHTER_THUMBNAIL = { width: 198, height: 124 } as const;

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
