import { expect, failedToLoad, goOffline, test, untilInPage } from '../e2e/test.ts';
import { artworkShown, cachedIn, expectArtworkShownAgain } from './worker.ts';

test('a visited realm reopens offline from the service worker cache, with the artwork it showed', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Offline, Chromium starts lazy images from further below the fold than it did online (its
  // lazy-load distance grows as the connection worsens); those were never fetched, so not cached
  // — unless the page fetched them before going offline, which depends on timing.
  consoleErrors.tolerate(failedToLoad('/api/artwork/arena/', 'net::ERR_FAILED'));
  await page.goto('/realm/arena/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first load happened before the worker controlled the page: load once more through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await cachedIn(page, 'realm-data', '/api/v1/init/');
  // Artwork goes into the worker's cache as it arrives: wait for every image the page started.
  await untilInPage(
    page,
    async () => {
      const cache = await caches.open('artwork');
      const started = [...document.images]
        .map((img) => img.currentSrc)
        .filter((src) => src !== '' && new URL(src).pathname.startsWith('/api/artwork/'));
      const cached = await Promise.all(started.map((src) => cache.match(src)));
      return started.length > 0 && cached.every(Boolean);
    },
    undefined,
    'every artwork image the page started is in the worker cache',
  );
  const shownOnline = await artworkShown(page);
  expect(shownOnline.filter((image) => image.inView).length).toBeGreaterThan(0);

  await goOffline(context, consoleErrors);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'arena');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await expectArtworkShownAgain(page, shownOnline);
  await context.setOffline(false);
});
