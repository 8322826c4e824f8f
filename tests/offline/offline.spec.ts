import { expect, test } from '@playwright/test';

test('a visited realm reopens offline from the service worker cache', async ({ page, context }) => {
  await page.goto('/realm/arena/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  // The first load happened before the worker controlled the page: load once more through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForFunction(async () => {
    const cache = await caches.open('realm-data');
    const keys = await cache.keys();
    return keys.some((k) => k.url.includes('/api/v1/init/'));
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'arena');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await context.setOffline(false);
});
