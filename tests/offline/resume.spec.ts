// Resume browsing: a reload stays on its screen at its scroll position, and a launch of the
// installed app (the manifest's start URL, with its marker) returns to the screen the viewer
// left, online and offline, with the marker gone from the address.
import type { Page } from '@playwright/test';
import { expect, goOffline, test } from '../e2e/test.ts';

const SERIES = '/realm/arena/series/arena-series-1';
const START = '/realm/arena/?source=pwa';

async function openSeries(page: Page): Promise<void> {
  await page.goto(SERIES);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Written once the screen is on show (lib/resume.ts, loaded on demand).
  await page.waitForFunction((path) => localStorage.getItem('resume:/realm/arena/') === path, SERIES);
}

test('a reload stays on the screen and at its scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/realm/arena/home');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const target = await page.evaluate(() => Math.min(900, document.documentElement.scrollHeight - innerHeight));
  expect(target).toBeGreaterThan(200);
  await page.evaluate((y) => scrollTo(0, y), target);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target);
  await page.reload();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target);
});

test('a launch at the start URL returns to the last screen, even on a first visit without the worker', async ({ page }) => {
  await openSeries(page);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  // Whatever the worker's state, the server answers a launch with the plain shell.
  await page.goto(START);
  await expect(page).toHaveURL(new RegExp(`${SERIES}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  // A flow step is not a place to come back to.
  await page.goto('/realm/arena/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.goto(START);
  await expect(page).toHaveURL(new RegExp(`${SERIES}$`));
});

test('a launch with nothing remembered opens the realm’s home, without the marker', async ({ page }) => {
  await page.goto(START);
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('offline, a launch returns to the last screen from the worker’s cache', async ({ page, context, consoleErrors }) => {
  await page.goto('/realm/arena/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Through the worker now, so the series' data is in its cache.
  await openSeries(page);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await goOffline(context, consoleErrors);
  await page.goto(START);
  await expect(page).toHaveURL(new RegExp(`${SERIES}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await context.setOffline(false);
});
