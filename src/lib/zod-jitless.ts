// zod (loaded with the schemas, never in the first chunk) probes whether it may compile parsers
// with `new Function`. The page's CSP has no 'unsafe-eval', and Chromium reports the probe as a
// CSP violation even though zod catches it. zod skips the probe under its `jitless` setting,
// which it reads from this global; setting it here, before any zod module loads, keeps zod
// itself out of the first chunk.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
