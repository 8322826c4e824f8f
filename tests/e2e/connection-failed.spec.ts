import { expect, failedToLoad, test } from './test.ts';

test.use({ serviceWorkers: 'block' });

test('start-up with the API down and nothing cached shows Connection Failed', async ({ page, consoleErrors }) => {
  // Chromium logs each refused API request, and the app reports the failed start-up.
  consoleErrors.allow(
    failedToLoad('/api/', 'net::ERR_CONNECTION_REFUSED'),
    /^console\.error: Start-up failed: the API is unavailable\. NetworkFailure: /,
  );
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/realm/arena/');
  await expect(page.getByText('Connection Failed - Please refresh the page')).toBeVisible();
  await expect(page.getByRole('button', { name: /refresh/i })).toBeVisible();
});

test('a server error during start-up also shows Connection Failed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(
    failedToLoad('/api/v1/init/', 503),
    /^console\.error: Start-up failed: the API is unavailable\. ApiRequestError: 503 /,
  );
  await page.route('**/api/v1/init/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/realm/cinema/');
  await expect(page.getByText('Connection Failed - Please refresh the page')).toBeVisible();
});
