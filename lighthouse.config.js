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
  // The library's pages on seeded items (`{realm}` is the realm's name); public where guests browse.
  { name: 'series', path: '/series/{realm}-series-1', requires: ['guestsAllowed'] },
  { name: 'season', path: '/season/{realm}-season-1', requires: ['guestsAllowed'] },
  { name: 'playlist', path: '/playlist/{realm}-playlist-1', requires: ['guestsAllowed'] },
  { name: 'news', path: '/news', requires: ['guestsAllowed'] },
  { name: 'newsItem', path: '/news/{realm}-news-1', requires: ['guestsAllowed'] },
  // Content pages need guests for a visitor to see them (the demo's guest realms allow full access).
  { name: 'schedule', path: '/schedule', requires: ['hasLive', 'scheduleSection', 'guestsAllowed'] },
  { name: 'epg', path: '/epg', requires: ['epgMatrix', 'guestsAllowed'] },
  { name: 'upcoming', path: '/upcoming', requires: ['guestsAllowed', 'allowGuestSchedule'] },
  // Lists are open to visitors (a sign-in prompt); watchlists only where enabled.
  { name: 'my-list', path: '/my-list' },
  { name: 'watchlists', path: '/watchlists', requires: ['watchlistsEnabled'] },
  // Content pages render fully for visitors only where guests may browse. Every realm has a
  // "home" section; the other sections' names differ by realm.
  { name: 'section', path: '/section/home', requires: ['guestsAllowed'] },
  { name: 'browse', path: '/browse', requires: ['guestsAllowed'] },
  { name: 'grid', path: '/grid?type=VOD_VIDEO', requires: ['guestsAllowed'] },
  { name: 'releases', path: '/releases', requires: ['guestsAllowed'] },
  // The player page (a seeded on-demand video; `{realm}` is the realm's name): its shell and
  // poster are what is measured; shaka-player loads after hydration, so the player page alone
  // is exempt from a JavaScript budget.
  { name: 'video', path: '/video/{realm}-vod-3' },
  { name: 'history', path: '/history' },
  // The account page needs a signed-in customer: a first visit (storage cleared) is served the
  // sign-in page the guard sends it to, rendered by the server at once.
  { name: 'account', path: '/account' },
  // The purchase flow needs a viewer too: a first visit is the public shell (the walk starts
  // once the browser knows who is buying).
  { name: 'purchase', path: '/purchase' },
  // The gifts page: its catalogue is public, so a visitor's first visit is rendered in full
  // (after a guest check-in: only where guests are allowed and the realm sells gifts).
  { name: 'gifts', path: '/gifts', requires: ['gifting', 'guestsAllowed'] },
  // The vendor engine's search page with results (other realms search in the #search overlay).
  { name: 'search', path: '/search?q=the', requires: ['vesperSearch', 'guestsAllowed'] },
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
// IndexedDB, localStorage and cookies, or the runs after the first of an origin measure a
// warmed-up app. The session hint cookie in particular must go with the session it hints at:
// left alone, the server renders a returning viewer's shell for a browser that has no session.
/** @type {NonNullable<import('lighthouse').Config['settings']>['clearStorageTypes']} */
const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage', 'cookies'];

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
