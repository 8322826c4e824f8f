// 100 randomised offline/online/reload cycles in Chromium against a server this script starts
// (the built app over a throwaway PGlite database), seeded so a run is repeatable: each cycle
// goes offline or online and loads one to three screens (a new screen or a reload; each load
// reports one page view). At the end the connection comes back and the script waits for the
// queue to drain, then compares what the page generated with what the server stored.
// Usage: npm run build && npm run bench:analytics [-- --cycles 100 --seed analytics-v1 --port 8502]
import { chromium, type Page, type Request } from '@playwright/test';
import { parseArgs } from 'node:util';
import { chromiumPath } from '../../scripts/ensure-chromium.ts';
import { analyticsStored } from '../../src/contracts/analytics.ts';
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { operationPath } from '../../src/contracts/operations.ts';
import { realmSettings } from '../../src/contracts/realm.ts';
import { createRng } from '../../src/server/lib/rng.ts';
import { startServer } from './servers.ts';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'analytics-v1' },
    port: { type: 'string', default: '8502' },
  },
});
const cycles = Number(values.cycles);
const port = Number(values.port);
const rng = createRng(values.seed);
const SCREENS = ['/realm/arena/home', '/realm/arena/search'];
const BATCH = operationPath('analyticsBatch', {});

const server = await startServer('pglite', port);
const origin = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-gpu', '--no-first-run'] });
try {
  const settings = realmSettings.parse(await (await fetch(`${origin}${operationPath('realmByName', { name: 'arena' })}`)).json());
  const context = await browser.newContext();
  const page = await context.newPage();
  // What went over the wire: every batch POST the browser reports (events counted in each, so a
  // batch sent twice counts twice), and how each ended as Playwright sees it. Requests that pass
  // through the service worker's fetch handler to the network are reported as net::ERR_ABORTED
  // even when the server answered them, so the outcome is informative only: the server's count
  // is the measure.
  let posts = 0;
  let eventsSent = 0;
  const outcomes: Record<string, number> = {};
  const sawPost = (request: Request, outcome: string) => {
    if (request.method() !== 'POST' || !request.url().endsWith(BATCH)) return;
    posts += 1;
    eventsSent += (JSON.parse(request.postData() ?? '{"events":[]}') as { events: unknown[] }).events.length;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  context.on('requestfinished', (request) => sawPost(request, 'answered'));
  context.on('requestfailed', (request) => sawPost(request, request.failure()?.errorText ?? 'failed'));

  let generated = 0;
  const load = async (target: Page, path: string | null) => {
    if (path) await target.goto(`${origin}${path}`);
    else await target.reload();
    await target.locator('html[data-analytics="ready"]').waitFor({ timeout: 30_000 });
    generated += 1;
  };

  await load(page, SCREENS[0] ?? '/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await load(page, null);
  for (const screen of SCREENS) await load(page, screen);

  let offlineCycles = 0;
  let reloads = 0;
  for (let cycle = 0; cycle < cycles; cycle++) {
    const offline = rng.chance(0.5);
    await context.setOffline(offline);
    if (offline) offlineCycles += 1;
    for (let i = rng.int(1, 3); i > 0; i--) {
      const reload = rng.chance(0.4);
      if (reload) reloads += 1;
      await load(page, reload ? null : rng.pick(SCREENS));
    }
  }
  await context.setOffline(false);

  const sessionId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('analyticsSession') ?? 'null') as { id: string } | null)?.id ?? '',
  );
  const read = async () => {
    const res = await fetch(`${origin}${operationPath('analyticsStored', {})}?sessionId=${sessionId}&name=Page%20Viewed`, {
      headers: {
        [HEADER.realm]: 'arena',
        [HEADER.apiKey]: settings.appSettings.apiKey,
        [HEADER.appId]: APP_ID,
        [HEADER.deviceId]: 'bench-analytics',
      },
    });
    return analyticsStored.parse(await res.json());
  };
  const started = Date.now();
  let stored = await read();
  while (stored.events.length < generated && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    stored = await read();
  }
  const unique = new Set(stored.events.map((e) => e.id)).size;
  const result = {
    seed: values.seed,
    cycles,
    offlineCycles,
    pageLoads: generated,
    reloads,
    eventsGenerated: generated,
    batchPosts: posts,
    eventsSent,
    postOutcomes: outcomes,
    eventsStored: stored.events.length,
    batchesStored: stored.batches,
    duplicates: stored.events.length - unique + Math.max(0, unique - generated),
    lost: Math.max(0, generated - unique),
    drainSeconds: Math.round((Date.now() - started) / 100) / 10,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.lost > 0 || result.duplicates > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
