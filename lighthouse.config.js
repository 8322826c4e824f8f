// Lighthouse settings for a realm's home, as operators run it (tests/perf/lighthouse.ts).
// Lighthouse 13 has no PWA category; installability is checked by the end-to-end tests.
/** @type {import('lighthouse').Config} */
const config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
    skipAudits: ['uses-http2'],
  },
};

export default config;
