// The shapes `npm run lighthouse` works with, shared by lighthouse.config.js (through JSDoc) and
// the script's modules.

/** Lighthouse category ids, as in a report's `categories`. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Realm settings (GET /api/realm/{name}) a page can depend on. */
export const REALM_FLAGS = [
  'allowSelfregistration',
  'guestsAllowed',
  'pinLoginEnabled',
  'magicLinkLoginEnabled',
  'hasLive',
  'allowGuestSchedule',
  'watchlistsEnabled',
  // Status settings: on when ENABLED.
  'scheduleSection',
  'epgMatrix',
  'gifting',
  // Derived: contentSearchEngine VESPER (the search page; other realms have the #search overlay).
  'vesperSearch',
] as const;
export type RealmFlag = (typeof REALM_FLAGS)[number];

/**
 * A screen audited in every realm: `path` is relative to the realm's root (`/`, `/search`…);
 * `{realm}` in it is the realm's name (seeded ids: `/series/{realm}-series-1`).
 * `requires` names realm settings that must be true for a visitor to see the page (sign-up
 * needs self-registration and guests); realms without them skip it rather than audit a
 * not-found page or a redirect.
 */
export type PageSpec = { name: string; path: string; requires?: readonly RealmFlag[] };

/**
 * Lowest scores (0–100) per category, and highest values per metric keyed by Lighthouse audit id
 * (`largest-contentful-paint`…): milliseconds for timings, unitless for layout shift.
 */
export type Thresholds = {
  categories: Partial<Record<CategoryId, number>>;
  metrics: Record<string, number>;
};

/** A realm's exceptions to the thresholds; what it leaves out keeps the common value. */
export type ThresholdOverride = {
  categories?: Partial<Record<CategoryId, number>>;
  metrics?: Record<string, number>;
};

/** How a realm is addressed: by its own host, or by `/realm/{name}` on a shared host. */
export type Form = 'host' | 'prefix';

/** What one Lighthouse run (or the median of several) measured; null when Lighthouse had no value. */
export type Measurement = {
  /** 0–100 per category that ran. */
  scores: Partial<Record<CategoryId, number | null>>;
  /** numericValue per metric audit id. */
  metrics: Record<string, number | null>;
};

/** One value that falls short of its threshold (value null: Lighthouse could not measure it). */
export type Miss =
  | { kind: 'category'; id: CategoryId; value: number | null; limit: number }
  | { kind: 'metric'; id: string; value: number | null; limit: number }
  | { kind: 'installability'; id: string };

/** What is judged: the categories that ran, and whether performance and its metrics count. */
export type Judged = { categories: readonly CategoryId[]; timings: boolean };
