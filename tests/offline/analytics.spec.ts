// Analytics across offline periods and reloads (spec §4, §8; the offline model in
// docs/architecture.md): page views made offline wait in IndexedDB, survive reloads, and reach
// the server exactly once when the connection comes back — Background Sync does not fire on
// setOffline(false), so the page's own replay on `online` is what sends them. And with the
// collector answering 503 for a while: kept, retried, nothing lost or doubled.
import type { APIRequestContext, Page } from '@playwright/test';
import { analyticsStored, type AnalyticsStored } from '../../src/contracts/analytics.ts';
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { operationPath } from '../../src/contracts/operations.ts';
import { realmSettings } from '../../src/contracts/realm.ts';
import { expect, failedToLoad, goOffline, test } from '../e2e/test.ts';

const BATCH = operationPath('analyticsBatch', {});

async function storedEvents(request: APIRequestContext, sessionId: string): Promise<AnalyticsStored> {
  const settings = realmSettings.parse(await (await request.get(operationPath('realmByName', { name: 'arena' }))).json());
  const res = await request.get(operationPath('analyticsStored', {}), {
    params: { sessionId },
    headers: {
      [HEADER.realm]: 'arena',
      [HEADER.apiKey]: settings.appSettings.apiKey,
      [HEADER.appId]: APP_ID,
      [HEADER.deviceId]: 'e2e-analytics-check',
    },
  });
  expect(res.status()).toBe(200);
  return analyticsStored.parse(await res.json());
}

/** Loads a screen and waits until analytics runs in it (each load reports one page view). */
async function load(page: Page, path: string, how: 'goto' | 'reload' = 'goto'): Promise<void> {
  if (how === 'goto') await page.goto(path);
  else await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-analytics', 'ready');
}

const sessionId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('analyticsSession') ?? 'null') as { id: string } | null)?.id ?? null);

/** What waits in the IndexedDB queue: events not yet sealed, and batches not yet accepted. */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('analytics-queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['events', 'batches'], 'readonly');
          const events = tx.objectStore('events').count();
          const batches = tx.objectStore('batches').getAll();
          tx.oncomplete = () => {
            const inBatches = (batches.result as { events: unknown[] }[]).reduce((n, b) => n + b.events.length, 0);
            open.result.close();
            resolve(events.result + inBatches);
          };
        };
      }),
  );

const pageViews = (stored: AnalyticsStored) => stored.events.filter((e) => e.name === 'Page Viewed');

/**
 * Where this session's page views are: stored by the server, and waiting in the page's queue.
 * Polled as one value, so a wait that runs out says both.
 */
async function delivery(page: Page, request: APIRequestContext, id: string): Promise<{ stored: number; queued: number }> {
  return { stored: pageViews(await storedEvents(request, id)).length, queued: await queued(page) };
}

// A config, identity or batch call that gets no answer within the library's 300 ms (a busy
// machine) is retried on the batches' backoff: 0.5, 1, 2, 4 then 8 s at most. A delivery is
// waited for through five such retries, not two.
const DELIVERY = { timeout: 20_000 };

test('page views made offline survive two reloads and reach the server exactly once when back online', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  // Three deliveries, each allowed its retries (DELIVERY).
  test.setTimeout(120_000);
  // Offline, artwork the worker never cached (further down the page than was shown online) fails
  // to load, as in offline.spec.ts, or not when the worker kept it meanwhile; not this test's business.
  consoleErrors.tolerate(failedToLoad('/api/artwork/arena/', 'net::ERR_FAILED'));
  await load(page, '/realm/arena/home');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await load(page, '/realm/arena/home', 'reload');
  await load(page, '/realm/arena/search');
  // Its popular content shown: the worker has its answer, which the offline visits below reopen
  // (leaving sooner cancels the read, and the worker never keeps it).
  await expect(page.getByTestId('search-popular')).toBeVisible();
  await load(page, '/realm/arena/home');
  const session = await sessionId(page);
  expect(session).not.toBeNull();
  const id = session ?? '';
  // Every load identifies before it uploads, so a navigation can cut off a batch's answer after
  // the server stored it: that batch stays leased in the queue until the page resends it when
  // the lease runs out (stored once). Settled before going offline, so what waits is this phase's.
  await expect.poll(() => delivery(page, request, id), DELIVERY).toEqual({ stored: 4, queued: 0 });

  await goOffline(context, consoleErrors);
  await load(page, '/realm/arena/search');
  await load(page, '/realm/arena/search', 'reload');
  await load(page, '/realm/arena/search', 'reload');
  await load(page, '/realm/arena/home');
  // Written to IndexedDB, not sent, and still there after the reloads.
  await expect.poll(() => delivery(page, request, id)).toEqual({ stored: 4, queued: 4 });

  await context.setOffline(false);
  await expect.poll(() => delivery(page, request, id), DELIVERY).toEqual({ stored: 8, queued: 0 });
  const stored = await storedEvents(request, id);
  expect(new Set(stored.events.map((e) => e.id)).size).toBe(stored.events.length);
  expect(pageViews(stored)).toHaveLength(8);
});

test.describe('with the collector failing for a while', () => {
  // page.route sees the page's requests only: without the worker, the page's uploader alone
  // meets the 503s (the worker's replay of the same queue is covered above).
  test.use({ serviceWorkers: 'block' });

  test('503 answers keep the batches; once the collector answers again every event is stored once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedToLoad(BATCH, 503));
    let failing = true;
    let refused = 0;
    await page.route(`**${BATCH}`, async (route) => {
      if (!failing) return route.continue();
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await load(page, '/realm/arena/home');
    await load(page, '/realm/arena/search');
    await load(page, '/realm/arena/search', 'reload');
    await load(page, '/realm/arena/home');
    const id = (await sessionId(page)) ?? '';
    await expect.poll(() => refused).toBeGreaterThanOrEqual(3);
    expect(pageViews(await storedEvents(request, id))).toHaveLength(0);
    expect(await queued(page)).toBe(4);

    failing = false;
    await expect.poll(async () => pageViews(await storedEvents(request, id)).length).toBe(4);
    await expect.poll(() => queued(page)).toBe(0);
    const stored = await storedEvents(request, id);
    expect(new Set(stored.events.map((e) => e.id)).size).toBe(stored.events.length);
  });
});
