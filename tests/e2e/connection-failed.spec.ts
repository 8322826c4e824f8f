import type { Page } from '@playwright/test';
import { expect, failedToLoad, test } from './test.ts';

test.use({ serviceWorkers: 'block' });

/**
 * A first visit normally arrives server-rendered and needs no API call to show. Connection
 * Failed is for the page that must start in the browser with nothing cached: the plain app
 * shell (what the service worker serves), here handed to the page for its own URL.
 */
async function openAsPlainShell(page: Page, path: string): Promise<void> {
  const shell = await (await page.request.get('/index.html')).text();
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }));
  await page.goto(path);
}

test('start-up with the API down and nothing cached shows Connection Failed', async ({ page, consoleErrors }) => {
  // Chromium logs each refused API request, and the app reports the failed start-up.
  consoleErrors.allow(
    failedToLoad('/api/', 'net::ERR_CONNECTION_REFUSED'),
    /^console\.error: Start-up failed: the API is unavailable\. NetworkFailure: /,
  );
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await openAsPlainShell(page, '/realm/arena/');
  await expect(page.getByText('Connection Failed - Please refresh the page')).toBeVisible();
  await expect(page.getByRole('button', { name: /refresh/i })).toBeVisible();
});

test('a server error during start-up also shows Connection Failed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(
    failedToLoad('/api/v1/init/', 503),
    /^console\.error: Start-up failed: the API is unavailable\. ApiRequestError: 503 /,
  );
  await page.route('**/api/v1/init/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await openAsPlainShell(page, '/realm/cinema/');
  await expect(page.getByText('Connection Failed - Please refresh the page')).toBeVisible();
});

test('with the API unreachable from the browser, a first visit still shows the server-rendered page', async ({ page, consoleErrors }) => {
  // The worker's registration script and any later API calls fail; the page itself does not.
  consoleErrors.allow(failedToLoad('/api/', 'net::ERR_CONNECTION_REFUSED'));
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/realm/arena/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByText('Connection Failed - Please refresh the page')).toHaveCount(0);
});
