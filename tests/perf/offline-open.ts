// `npm run bench:offline` (after `npm run build`): how fast a visited realm opens offline, and
// how much the service worker keeps. Starts the built server on a throwaway database, browses
// a typical path in Chromium with the worker active (home, a section, a series, a search, the
// schedule), goes offline, then reloads home N times and measures, for each, the time from the
// navigation's start to the first rail of cached content on screen (the browser's own clock,
// performance.now() at that moment: navigation start is its zero). Then the Cache Storage:
// navigator.storage.estimate() and each cache's entries and bytes (bodies read back).
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../scripts/ensure-chromium.ts';
import { startServer } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8529);
const RELOADS = Number(process.env.BENCH_RELOADS ?? 15);
const base = `http://127.0.0.1:${PORT}/realm/arena`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="ready"]');
}

/** Milliseconds from this document's navigation start to its first rail of content (set by the init script below). */
async function timeToFirstRail(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { firstRailAt?: number }).firstRailAt);
  return Number(await handle.jsonValue());
}

type CacheSize = { name: string; entries: number; bytes: number };

async function cacheSizes(page: Page): Promise<{ usage: number; quota: number; caches: CacheSize[] }> {
  return page.evaluate(async () => {
    const estimate = await navigator.storage.estimate();
    const sizes: CacheSize[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) {
        const response = await cache.match(request);
        if (response) bytes += (await response.arrayBuffer()).byteLength;
      }
      sizes.push({ name, entries: requests.length, bytes });
    }
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, caches: sizes };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer('pglite', PORT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-gpu', '--no-first-run'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The moment the first rail with a card enters the document, on the page's own clock.
  await context.addInitScript(() => {
    const record = () => {
      if (document.querySelector('[data-testid="bucket"] [data-testid="content-card"]')) {
        Object.assign(window, { firstRailAt: performance.now() });
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (record()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The typical path, through the worker (each a navigation: the worker answers the shell and
  // the app fetches the screen's data through it).
  const series = await page.locator('[data-testid="content-card"][data-content-type="VOD_SERIES"]').first().getAttribute('href');
  for (const path of ['/', '/section/football', series ?? '/', '/search?q=vs', '/schedule', '/']) {
    await page.goto(path.startsWith('/realm/') ? `http://127.0.0.1:${PORT}${path}` : `${base}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
  }
  const online = await cacheSizes(page);

  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < RELOADS; i++) {
    await page.reload();
    times.push(await timeToFirstRail(page));
  }
  await context.setOffline(false);

  console.log(`Offline home, navigation to the first rail of cached content (${RELOADS} reloads):`);
  console.log(`  median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
  console.log('Cache Storage after home, a section, a series, a search and the schedule:');
  console.log(`  navigator.storage.estimate(): usage ${kb(online.usage)}`);
  for (const c of online.caches)
    console.log(`  ${c.name.padEnd(48)} ${String(c.entries).padStart(4)} entries  ${kb(c.bytes).padStart(10)}`);
  console.log(`  total of the caches' bodies: ${kb(online.caches.reduce((s, c) => s + c.bytes, 0))}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
