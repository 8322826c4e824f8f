// The gifts page with the service worker active (decision 0041): seen online, it reopens offline
// from the worker's copy of the catalogue with the offline banner and every action disabled under
// the page's message.
import { expect, goOffline, test } from '../e2e/test.ts';
import { cachedIn, ready, underTheWorker } from './worker.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('the gifts page seen online reopens offline with its catalogue, its actions off', async ({ page, context, consoleErrors }) => {
  await page.goto('/realm/arena/gifts');
  await ready(page);
  await underTheWorker(page);
  await expect(page.getByTestId('gifts-item-arena-monthly')).toBeVisible();
  await cachedIn(page, 'content', '/api/v4/gifts');

  // As a phone loses it: analytics' calls still in flight may fail (identify, late on a slow machine).
  await goOffline(context, consoleErrors);
  await page.reload();
  const monthly = page.getByTestId('gifts-item-arena-monthly');
  await expect(monthly.getByRole('heading', { level: 2, name: 'Arena Monthly' })).toBeVisible();
  await expect(page.getByTestId('route-offline')).toHaveCount(0);
  await expect(page.getByTestId('gifts-offline')).toHaveText('You are offline: this needs a connection.');
  await expect(monthly.getByTestId('gift-choose')).toBeDisabled();
  await context.setOffline(false);
});
