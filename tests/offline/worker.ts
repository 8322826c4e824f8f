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
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await ready(page);
}

/** Waits until the worker's `cache` (content, personal, …) holds an answer whose URL contains each part. */
export async function cachedIn(page: Page, cache: string, ...parts: string[]): Promise<void> {
  const missing = () =>
    page
      .evaluate(
        async ({ name, wanted }) => {
          const urls = (await (await caches.open(name)).keys()).map((k) => decodeURIComponent(k.url));
          return wanted.filter((part) => !urls.some((url) => url.includes(part)));
        },
        { name: cache, wanted: parts },
      )
      // A page reloading between two tries: not yet.
      .catch(() => parts);
  await expect.poll(missing, { message: `not in the worker's ${cache} cache`, timeout: 30_000 }).toEqual([]);
}

export type ShownArtwork = { src: string; inView: boolean };

/** Artwork images that have loaded on the page, by URL, and whether each is within the viewport. */
export const artworkShown = (page: Page): Promise<ShownArtwork[]> =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc, location.href).pathname.startsWith('/api/artwork/'))
      .map((img) => {
        const rect = img.getBoundingClientRect();
        const inView = rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
        return { src: img.currentSrc, inView };
      }),
  );

/**
 * The artwork shown online is there offline: what was in the viewport shows again (from the
 * worker's cache), and what had loaded further down or across a rail shows again or is in the
 * worker's artwork cache. Lazy images off screen load or not depending on the layout's timing
 * (a rail's scroll row measured before or after its images), not on what the worker kept.
 */
export async function expectArtworkShownAgain(page: Page, shownOnline: readonly ShownArtwork[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = new Set((await artworkShown(page)).map((image) => image.src));
        const absent = shownOnline.filter((image) => !shown.has(image.src));
        const inView = absent.filter((image) => image.inView).map((image) => image.src);
        const offScreen = absent.filter((image) => !image.inView).map((image) => image.src);
        const notKept = await page.evaluate(async (urls) => {
          const cache = await caches.open('artwork');
          const kept = await Promise.all(urls.map(async (url) => (await cache.match(url, { ignoreVary: true })) !== undefined));
          return urls.filter((_, i) => !kept[i]);
        }, offScreen);
        return [...inView, ...notKept];
      },
      { message: 'artwork shown online that is missing offline (not shown again, or off screen and not kept)' },
    )
    .toEqual([]);
}

export const banner = (page: Page) =>
  page.getByTestId('offline-banner').and(page.getByRole('status')).filter({ hasText: 'You are offline' });

/** What an account section says offline above what it kept. */
export const OFFLINE_NOTICE = 'You are offline. This is what was saved on this device; changes need a connection.';
