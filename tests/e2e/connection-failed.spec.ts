import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

test('start-up with the API down and nothing cached shows Connection Failed', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/realm/arena/');
  await expect(page.getByText('Connection Failed - Please refresh the page')).toBeVisible();
  await expect(page.getByRole('button', { name: /refresh/i })).toBeVisible();
});

test('a server error during start-up also shows Connection Failed', async ({ page }) => {
  await page.route('**/api/v1/init/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/realm/cinema/');
  await expect(page.getByText('Connection Failed - Please refresh the page')).toBeVisible();
});
