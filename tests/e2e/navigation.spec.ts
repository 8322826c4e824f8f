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

test('a card tapped in a rail that has not hydrated yet opens in the app, not as a new page load', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/realm/arena/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The last rail is far below the first screen: it stays the server's HTML, its links plain
  // links, until the viewer scrolls towards it. Tapped without scrolling, as a fast thumb does.
  const card = page.locator('[data-hydrate-later]').last().locator('a[href]').first();
  const hydrated = () => card.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__react')));
  expect(await hydrated(), 'the rail has not hydrated').toBe(false);
  const href = (await card.getAttribute('href')) ?? '';
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await card.dispatchEvent('click', { button: 0 });
  await expect(page).toHaveURL(href);
  await expect(page.locator('main h1')).toBeVisible();
  // The same document: the router's navigation (the app's state kept, a video reached this way
  // starting without another tap), not the browser loading a new page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
