// A screen seen on this device opens offline again however the viewer comes back to it: by
// Back, by Forward or by a link inside the app, not only by a reload. A screen never seen says
// it was not saved, not the offline banner's "showing what was saved", and keeps its way to try
// again. Found on a phone, where a card tapped offline and Back are the common way round.
import type { Locator, Page } from '@playwright/test';
import { expect, failedToLoad, goOffline, test, type ConsoleErrorFixtures } from '../e2e/test.ts';
import { banner, cachedIn, ready } from './worker.ts';

type ConsoleErrors = ConsoleErrorFixtures['consoleErrors'];

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(({ consoleErrors }) => {
  // Offline, Chromium starts lazy images further below the fold than it did online, and an
  // unvisited page's artwork was never fetched: neither is in the worker's cache.
  consoleErrors.tolerate(failedToLoad('/api/artwork/', 'net::ERR_FAILED'));
});

const NOT_SAVED = 'This page has not been saved on this device. Connect to the internet to open it.';
const BANNER = 'You are offline. Showing what was saved on this device.';
const CONNECTION_FAILED = 'Connection Failed - Please refresh the page';

/** The screen shows, under the banner, with no error page of any kind. */
async function expectShownOffline(page: Page, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('route-offline')).toHaveCount(0);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByText(CONNECTION_FAILED)).toHaveCount(0);
}

/** Taps a `link` to an item the test never opened: offline, its page says it was not saved. */
async function openUnvisited(page: Page, link: Locator, consoleErrors: ConsoleErrors): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/([\w-]+)$/.exec(href)?.[1] ?? '';
  expect(id).not.toBe('');
  // Never fetched online: the worker has no copy, and the item's request fails.
  consoleErrors.allow(new RegExp(`^console\\.error: Failed to load resource: net::ERR_FAILED \\(https?://[^/]+/api/v1/[^)]*/${id}\\?`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const notSaved = page.getByTestId('route-offline');
  await expect(notSaved).toContainText(NOT_SAVED);
  await expect(notSaved.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The banner says it once; the page does not say it again.
  await expect(page.getByText(BANNER)).toHaveCount(1);
}

const HOME_URL = /\/realm\/arena\/(home)?$/;
const homeCard = (page: Page) => page.locator('a[data-testid="content-card"][href*="/video/"]').last();
const bucket = (page: Page) => page.getByTestId('bucket').first();

test("home opened from the worker's shell comes back by Back after an unvisited card offline", async ({ page, context, consoleErrors }) => {
  // A first visit elsewhere, kept for offline; home is then opened from the worker's shell, its
  // first page out of init: the section request coming back to home sends was never made, and
  // is asked for once through the worker so that it keeps a copy.
  await page.goto('/realm/arena/series/arena-series-1');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });
  await page.goto('/realm/arena/');
  await ready(page);
  await expect(bucket(page)).toBeVisible();
  await cachedIn(page, 'content', '/api/v1/section/home?lk=en_US&rpp=6&bpp=4&bspp=10');

  await goOffline(context, consoleErrors);
  await page.reload();
  await ready(page);
  await expectShownOffline(page, bucket(page));
  await openUnvisited(page, homeCard(page), consoleErrors);
  await page.goBack();
  await expect(page).toHaveURL(HOME_URL);
  await expectShownOffline(page, bucket(page));
  await context.setOffline(false);
});

test('home rendered by the server once comes back offline by Back, and by the logo, after an unvisited card', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/realm/arena/');
  await ready(page);
  // Kept for offline once the worker took control (app/keep-first-visit.ts); no second load.
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });

  await goOffline(context, consoleErrors);
  await openUnvisited(page, homeCard(page), consoleErrors);
  await page.goBack();
  await expectShownOffline(page, bucket(page));
  await page.goForward();
  await expect(page.getByTestId('route-offline')).toContainText(NOT_SAVED);
  await page.getByTestId('logo-link').first().click();
  await expect(page).toHaveURL(HOME_URL);
  await expectShownOffline(page, bucket(page));
  await context.setOffline(false);
});

const SERVER_RENDERED = [
  { name: 'a series', url: '/realm/arena/series/arena-series-1', shown: 'series', link: 'item-row' },
  { name: 'a section', url: '/realm/arena/section/football', shown: 'bucket', link: 'content-card' },
  { name: 'a playlist', url: '/realm/cinema/playlist/cinema-playlist-1', shown: 'playlist', link: 'item-row' },
] as const;

for (const visit of SERVER_RENDERED) {
  test(`${visit.name} rendered by the server once comes back offline by Back after an unvisited page`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto(visit.url);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });
    const shown = page.getByTestId(visit.shown).first();
    await expect(shown).toBeVisible();

    await goOffline(context, consoleErrors);
    await openUnvisited(page, page.locator(`a[data-testid="${visit.link}"]`).first(), consoleErrors);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${visit.url}$`));
    await expectShownOffline(page, shown);
    await context.setOffline(false);
  });
}

test('a screen rendered by the server and left before the worker took control comes back offline by Back', async ({
  page,
  context,
  consoleErrors,
}) => {
  const series = '/realm/arena/series/arena-series-1';
  // The worker registers once the page has gone quiet and installs the whole app first: a viewer
  // is often on to another screen before it controls the page. Its script is held back until
  // then, so that this test does not depend on how fast the machine is.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/sw.js', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(series);
  await ready(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.getByTestId('logo-link').first().click();
  await expect(page).toHaveURL(HOME_URL);
  await expect(bucket(page)).toBeVisible();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });

  await goOffline(context, consoleErrors);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${series}$`));
  await expectShownOffline(page, page.getByRole('heading', { level: 1, name: title }));
  await page.goForward();
  await expectShownOffline(page, bucket(page));
  await context.setOffline(false);
});
