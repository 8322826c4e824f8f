// Limits and timings of the analytics pipeline (spec §9 and the collector's contract), zod-free
// so that the app's analytics chunk and the service worker can read them without the schemas.

/** Events in one batch: the client seals at most this many; the server refuses more. */
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 100;
/** A batch's body in bytes (text/plain or JSON): 100 events of 2 KB each fit with room to spare. */
export const ANALYTICS_MAX_BATCH_BYTES = 256 * 1024;
/** Attributes per event, and the length of a name, a key and a string value. */
export const ANALYTICS_MAX_ATTRIBUTES = 32;
export const ANALYTICS_MAX_NAME = 100;
export const ANALYTICS_MAX_KEY = 64;
export const ANALYTICS_MAX_VALUE = 512;

/**
 * The realm's marketingProviders names of the providers the app dispatches to (spec §7: the
 * enterprise analytics suite, product analytics, media tracking, Google analytics, tag
 * management and the customer-data library, whose collector is our server).
 */
export const MARKETING_PROVIDER = {
  customerData: 'CUSTOMER_DATA',
  productAnalytics: 'PRODUCT_ANALYTICS',
  mediaTracking: 'MEDIA_TRACKING',
  googleAnalytics: 'GOOGLE_ANALYTICS',
  tagManager: 'TAG_MANAGER',
  enterpriseSuite: 'ENTERPRISE_SUITE',
} as const;
export type MarketingProviderName = (typeof MARKETING_PROVIDER)[keyof typeof MARKETING_PROVIDER];

/** Spec §4: a provider is skipped unless settings.enabled is exactly the string 'true'. */
export function providerEnabled(provider: { settings: Readonly<Record<string, string>> } | undefined): boolean {
  return provider?.settings.enabled === 'true';
}

/** The names the player's events (spec §4 list, lib/core/player-events.ts) are sent under. */
export const PLAYER_EVENT_NAMES = {
  audioTrackChange: 'Player Audio Track Change',
  fullscreenChange: 'Player Fullscreen Change',
  pause: 'Player Pause',
  playing: 'Player Playing',
  textTrackChange: 'Player Text Track Change',
  volumeChange: 'Player Volume Change',
  ended: 'Player Ended',
  error: 'Player Error',
  ready: 'Player Ready',
  seeked: 'Player Seeked',
  timeUpdate: 'Player Time Update',
  waiting: 'Player Waiting',
  castStateChange: 'Player Cast State Change',
  pictureInPictureChange: 'Player Picture In Picture Change',
} as const;

/** The identity calls of the customer-data library (spec §7 "identity identify/login/logout/modify"). */
export const IDENTITY_ACTIONS = ['identify', 'login', 'logout', 'modify'] as const;
export type IdentityAction = (typeof IDENTITY_ACTIONS)[number];

/** Identity values the library sends (spec §5: strings or null), and how long one may be. */
export const IDENTITY_KEYS = ['customerId', 'email'] as const;
export const IDENTITY_MAX_VALUE = 256;

/** An analytics user id: a signed 64-bit integer in decimal, as the library's users are numbered. */
export const ANALYTICS_USER_ID_PATTERN = /^-?[0-9]{1,19}$/;

/** Spec §8: the refusal of a second identity call while one is pending, word for word. */
export const IDENTITY_IN_FLIGHT_MESSAGE =
  'There is currently an Identity request processing. Please wait for this to return before requesting again';
