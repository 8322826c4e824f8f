// The gifts page with the service worker active (decision 0041): seen online, it reopens offline
// from the worker's copy of the catalogue with the offline banner and every action disabled under
// the page's message.
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** The worker controls the page: later loads go through it and fill its caches. */
async function underTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page.reload();
  await ready(page);
}

test('the gifts page seen online reopens offline with its catalogue, its actions off', async ({ page, context }) => {
  await page.goto('/realm/arena/gifts');
  await ready(page);
  await underTheWorker(page);
  await expect(page.getByTestId('gifts-item-arena-monthly')).toBeVisible();
  await page.waitForFunction(async () => {
    const urls = (await (await caches.open('content')).keys()).map((k) => decodeURIComponent(k.url));
    return urls.some((url) => url.includes('/api/v4/gifts'));
  });

  await context.setOffline(true);
  await page.reload();
  const monthly = page.getByTestId('gifts-item-arena-monthly');
  await expect(monthly.getByRole('heading', { level: 2, name: 'Arena Monthly' })).toBeVisible();
  await expect(page.getByTestId('route-offline')).toHaveCount(0);
  await expect(page.getByTestId('gifts-offline')).toHaveText('You are offline: this needs a connection.');
  await expect(monthly.getByTestId('gift-choose')).toBeDisabled();
  await context.setOffline(false);
});
