// `npm run bench:first-frame` (after `npm run build`): time to first frame on localhost, on
// demand and live. Starts the built server on a throwaway database; for each run a fresh
// Chromium context (nothing cached, no worker yet) opens the player page, waits for its play
// button, taps it and takes the time from the tap to the video's first `playing` event, on the
// page's own clock. The tap is when shaka-player's chunk starts loading (decision 0036), so the
// figure includes fetching it, the manifest and the first segments. Medians and worst of N runs.
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../scripts/ensure-chromium.ts';
import { watchFirstFrame } from '../e2e/first-playing.ts';
import { startServer } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8539);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const base = `http://127.0.0.1:${PORT}/realm/arena`;
const ITEMS = { 'on demand (DASH)': '/video/arena-vod-3', 'live (HLS, wall clock)': '/live/arena-live-1' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Milliseconds from the tap on play to the first `playing` (recorded by watchFirstFrame). */
async function tapToPlaying(page: Page, path: string): Promise<number> {
  await page.goto(`${base}${path}`);
  await page.waitForSelector('html[data-app="ready"]');
  const play = page.getByTestId('player-play');
  await play.waitFor();
  const tapped = await page.evaluate(() => performance.now());
  await play.click();
  const handle = await page.waitForFunction(() => (window as unknown as { firstPlaying?: number }).firstPlaying, undefined, {
    timeout: 30_000,
  });
  return Number(await handle.jsonValue()) - tapped;
}

const server = await startServer('pglite', PORT);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--disable-gpu', '--no-first-run'],
});
try {
  const rows: string[] = [];
  for (const [what, path] of Object.entries(ITEMS)) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await watchFirstFrame(context);
      times.push(await tapToPlaying(await context.newPage(), path));
      await context.close();
    }
    rows.push(`${what.padEnd(24)} median ${Math.round(median(times))} ms, worst ${Math.round(Math.max(...times))} ms (${RUNS} cold runs)`);
  }
  console.log('Tap on play to the first frame, localhost, a fresh browser context each run:');
  for (const row of rows) console.log(`  ${row}`);
} finally {
  await browser.close();
  await server.stop();
}
