// A page opened once reopens offline: the server embedded its data and the browser fetched its
// artwork before the service worker existed, so once the worker controls the page the app asks
// for them again through it (app/keep-first-visit.ts). No second online load here: that is
// what a viewer on a flaky network does (open the link, lose the signal, reload).
import { baseURL } from '../../playwright.config.ts';
import { expect, failedToLoad, goOffline, test, untilInPage } from '../e2e/test.ts';
import type { Page } from '@playwright/test';
import { artworkShown, banner, expectArtworkShownAgain, ready, type ShownArtwork } from './worker.ts';

const CONNECTION_FAILED = 'Connection Failed - Please refresh the page';
const port = new URL(baseURL).port;

/** The realm's page again, offline: its heading, the banner, no failure, the artwork shown online. */
async function expectReopened(page: Page, realm: string, headingText: string, shownOnline: readonly ShownArtwork[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realm', realm);
  await expect(page.getByRole('heading', { name: headingText }).first()).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText(CONNECTION_FAILED)).toHaveCount(0);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expectArtworkShownAgain(page, shownOnline);
}

const FIRST_VISITS = [
  { name: "arena's home by /realm/arena/", url: '/realm/arena/', realm: 'arena' },
  { name: "cinema's home by its own host", url: `http://cinema.localhost:${port}/`, realm: 'cinema' },
  { name: 'a cinema series by /realm/cinema/', url: '/realm/cinema/series/cinema-series-1', realm: 'cinema' },
] as const;

for (const visit of FIRST_VISITS) {
  test(`${visit.name}, opened once, reopens offline with its data and artwork`, async ({ page, context, consoleErrors }) => {
    // Offline, Chromium starts lazy images from further below the fold than it did online;
    // those were never fetched, so never kept.
    consoleErrors.tolerate(failedToLoad('/api/artwork/', 'net::ERR_FAILED'));
    // Chromium's offline emulation reaches a reloaded page a moment after it starts: analytics
    // may still see navigator.onLine true and ask for its config, which then fails (events wait
    // in the queue either way, tests/offline/analytics.spec.ts).
    consoleErrors.tolerate(failedToLoad('/api/v1/analytics/', 'net::ERR_FAILED'));
    await page.goto(visit.url);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });
    const heading = page.getByRole('heading', { level: visit.url.includes('/series/') ? 1 : 2 }).first();
    const headingText = (await heading.textContent()) ?? '';
    expect(headingText).not.toBe('');
    const shownOnline = await artworkShown(page);
    expect(shownOnline.filter((image) => image.inView).length).toBeGreaterThan(0);

    await goOffline(context, consoleErrors);
    await page.reload();
    await expectReopened(page, visit.realm, headingText, shownOnline);
    await context.setOffline(false);
  });
}

// One worker at `/` serves every realm of a shared host: a second realm opened there is loaded
// through the worker's shell, never server-rendered, and must reopen offline all the same.
test("a second realm opened on the shared host after the first realm's worker took control reopens offline", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.tolerate(failedToLoad('/api/artwork/', 'net::ERR_FAILED'));
  consoleErrors.tolerate(failedToLoad('/api/v1/analytics/', 'net::ERR_FAILED'));
  await page.goto('/realm/arena/');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });

  await page.goto('/realm/cinema/');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'cinema');
  const heading = page.getByRole('heading', { level: 2 }).first();
  const headingText = (await heading.textContent()) ?? '';
  expect(headingText).not.toBe('');
  const shownOnline = await artworkShown(page);
  // Cinema started from the shell before its guest check-in, so its init went out without a
  // token; every later start sends the guest's token, which the worker keys by (sw/cache-key.ts).
  await untilInPage(
    page,
    async () =>
      (await (await caches.open('realm-data')).keys()).some((key) => /\/api\/v1\/init\/.*__realm=cinema&.*__viewer=sub%3A/.test(key.url)),
    undefined,
    "cinema's init kept under its guest",
  );

  await goOffline(context, consoleErrors);
  await page.reload();
  await expectReopened(page, 'cinema', headingText, shownOnline);
  await context.setOffline(false);
});
