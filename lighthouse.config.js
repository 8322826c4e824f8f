// Settings of `npm run lighthouse` (scripts/lighthouse/): which pages of each realm are audited,
// how Lighthouse runs, and the scores and metrics every realm must reach. Operators tune the
// audit here; the script only reads this file.
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * The screens audited in every realm, by host and by /realm/{name} prefix. Each new screen is
 * added here: `path` is relative to the realm's root; `requires` names realm settings the page
 * needs (realms without them skip it).
 * @type {import('./scripts/lighthouse/types.ts').PageSpec[]}
 */
export const pages = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  // Sign-up is shown to visitors only where they may register and browse as guests.
  { name: 'signup', path: '/signup', requires: ['allowSelfregistration', 'guestsAllowed'] },
];

/**
 * What every realm must reach: lowest score per category (0–100), highest value per metric
 * (by Lighthouse audit id; milliseconds, layout shift unitless). Any other metric audit of the
 * performance category can be added (e.g. 'first-contentful-paint': 1800).
 * @type {import('./scripts/lighthouse/types.ts').Thresholds}
 */
export const thresholds = {
  categories: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { 'largest-contentful-paint': 2000, 'cumulative-layout-shift': 0.01, 'total-blocking-time': 100 },
};

/**
 * Per-realm exceptions, merged over `thresholds`, e.g.
 * `{ cinema: { categories: { performance: 90 }, metrics: { 'largest-contentful-paint': 2500 } } }`.
 * @type {Record<string, import('./scripts/lighthouse/types.ts').ThresholdOverride>}
 */
export const realms = {};

// Lighthouse 13 has no PWA category; installability is checked by the script through Chromium.
const onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'];

// Every run is a first visit: besides Lighthouse's defaults, clear what the app stores in
// IndexedDB and localStorage, or the runs after the first of an origin measure a warmed-up app.
/** @type {NonNullable<import('lighthouse').Config['settings']>['clearStorageTypes']} */
const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'];

/**
 * The default: a mid-range phone on a slow 4G link, Lighthouse's own simulated throttling, as
 * PageSpeed Insights measures. Also what `npx lighthouse URL --config-path=lighthouse.config.js` uses.
 * @type {import('lighthouse').Config}
 */
export const mobile = {
  extends: 'lighthouse:default',
  settings: { onlyCategories, formFactor: 'mobile', throttlingMethod: 'simulate', clearStorageTypes },
};

/**
 * `--desktop`: Lighthouse's desktop preset (wide screen, faster link and CPU).
 * @type {import('lighthouse').Config}
 */
export const desktop = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, onlyCategories, clearStorageTypes },
};

export default mobile;
