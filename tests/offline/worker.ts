// What the offline specs share: the app started, the service worker in control (later loads go
// through it and fill its caches), waiting for the worker to have kept an answer, and the
// offline banner.
import type { Page } from '@playwright/test';
import { expect } from '../e2e/test.ts';

export async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 20_000 });
}

/** The worker controls the page: later loads go through it and fill its caches. */
export async function underTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page.reload();
  await ready(page);
}

/** Waits until the worker's `cache` (content, personal, …) holds an answer whose URL contains each part. */
export async function cachedIn(page: Page, cache: string, ...parts: string[]): Promise<void> {
  await page.waitForFunction(
    async ({ name, wanted }) => {
      const urls = (await (await caches.open(name)).keys()).map((k) => decodeURIComponent(k.url));
      return wanted.every((part) => urls.some((url) => url.includes(part)));
    },
    { name: cache, wanted: parts },
  );
}

/** Artwork images that have loaded on the page, by URL. */
export const artworkShown = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc, location.href).pathname.startsWith('/api/artwork/'))
      .map((img) => img.currentSrc),
  );

/** Every artwork image in `shownOnline` shows again (offline, from the worker's cache). */
export async function expectArtworkShownAgain(page: Page, shownOnline: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = new Set(await artworkShown(page));
        return shownOnline.filter((src) => !shown.has(src));
      },
      { message: 'artwork shown online that is missing offline' },
    )
    .toEqual([]);
}

export const banner = (page: Page) =>
  page.getByTestId('offline-banner').and(page.getByRole('status')).filter({ hasText: 'You are offline' });

/** What an account section says offline above what it kept. */
export const OFFLINE_NOTICE = 'You are offline. This is what was saved on this device; changes need a connection.';
