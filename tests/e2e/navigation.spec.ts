import { expect, test } from './test.ts';

test('below 1025 px the menu collapses into a hamburger that opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/realm/arena/');
  const burger = page.getByRole('button', { name: /menu/i }).first();
  await expect(burger).toBeVisible();
  // The server's page is for reading until the app has started.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(page.getByRole('button', { name: /menu/i }).first()).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('navigation').first()).toHaveAttribute('data-layout', 'TOP');
});

test('guests see sign-in and sign-up but no account item', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/realm/arena/');
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.getByRole('link', { name: /^account$/i })).toHaveCount(0);
});
