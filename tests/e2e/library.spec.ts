// The library pages on a phone-sized screen: from home into a series, its season and an
// episode (the episode link reaches the player's /video/:id path); the news list into an
// article and back; the interstitial where the realm enables it (cinema), skipped into the
// page, and never where it is off (arena).
import type { Page } from '@playwright/test';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../src/contracts/colour.ts';
import { hexOf } from './fixtures.ts';
import { expect, failedToLoad, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // Cookies already agreed and the app banner dismissed, as on a return visit: their overlays
  // would cover the links these tests follow (tests/e2e/overlays.spec.ts covers them).
  await page.addInitScript(() => {
    for (const realm of ['arena', 'cinema']) {
      localStorage.setItem(`session:${realm}`, JSON.stringify({ tokens: null, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false }));
    }
  });
});

async function ready(page: Page): Promise<void> {
  // The server's page is for reading until the app has started.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

test('browse from home into a series, its season and an episode', async ({ page }) => {
  await page.goto('/realm/arena/');
  await ready(page);
  const seriesCard = page.locator('[data-testid="content-card"][data-content-type="VOD_SERIES"]').first();
  const seriesTitle = (await seriesCard.getByTestId('card-title').textContent()) ?? '';
  await seriesCard.scrollIntoViewIfNeeded();
  await seriesCard.click();
  await expect(page).toHaveURL(/\/realm\/arena\/series\/arena-series-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: seriesTitle })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${seriesTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));

  const seasons = page.getByRole('navigation', { name: 'Seasons' }).getByRole('link');
  await expect(seasons.first()).toHaveAttribute('aria-current', 'page');
  const episodes = page.getByTestId('episodes').getByTestId('item-row');
  await expect(episodes.first()).toBeVisible();
  if ((await seasons.count()) > 1) {
    const second = seasons.nth(1);
    await second.click();
    await expect(page).toHaveURL(/\?season=arena-season-\d+$/);
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(episodes.first()).toBeVisible();
  }

  await page.getByTestId('season-page-link').click();
  await expect(page).toHaveURL(/\/realm\/arena\/season\/arena-season-\d+$/);
  const crumbs = page.getByRole('navigation', { name: 'You are here' });
  await expect(crumbs.getByRole('link', { name: seriesTitle })).toBeVisible();
  const episode = page.getByTestId('episodes').getByTestId('item-row').first();
  await expect(episode.locator('img')).toHaveAttribute('loading', 'lazy');
  await episode.click();
  await expect(page).toHaveURL(/\/realm\/arena\/video\/arena-ep-\d+$/);
});

test('the news list leads to an article and back', async ({ page }) => {
  await page.goto('/realm/arena/news');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const first = page.getByTestId('news-list').getByTestId('item-row').first();
  const title = (await first.locator('.row-title').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/realm\/arena\/news\/arena-news-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('news-body')).not.toBeEmpty();
  await expect(page.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await page.getByTestId('news-back').click();
  await expect(page).toHaveURL(/\/realm\/arena\/news$/);
});

test("the news list is headed with the realm's own name for it", async ({ page }) => {
  // Cinema's menu and home rail call its news the "Journal": so does the page, on a phone (its
  // labels) and on a wide screen, whose menu has the item that names it.
  for (const viewport of [null, { width: 1280, height: 800 }]) {
    if (viewport) await page.setViewportSize(viewport);
    await page.goto('/realm/cinema/news');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page).toHaveTitle(/^Journal - /);
  }
});

test('an unknown series is the not-found page', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedToLoad('/realm/arena/series/arena-series-9999', 404));
  const res = await page.goto('/realm/arena/series/arena-series-9999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('series')).toHaveCount(0);
});

test('with showInterstitial=true where the realm enables it, the interstitial comes first and is skipped into the series', async ({
  page,
}) => {
  await page.goto('/realm/cinema/series/cinema-series-1?showInterstitial=true');
  const interstitial = page.getByTestId('interstitial');
  await expect(interstitial).toBeVisible();
  await expect(page.getByTestId('series')).toHaveCount(0);
  await ready(page);
  const skip = page.getByTestId('interstitial-skip');
  // The colours read in the very task that enables it are already the enabled ones: a fade
  // from the disabled grey left it unreadable for a moment (an audit read 2.68:1).
  const enabledColours = skip.evaluate(
    (button) =>
      new Promise<[string, string]>((resolve) => {
        new MutationObserver((_, observer) => {
          if (button.hasAttribute('disabled')) return;
          observer.disconnect();
          const style = getComputedStyle(button);
          resolve([style.color, style.backgroundColor]);
        }).observe(button, { attributes: true, attributeFilter: ['disabled'] });
      }),
  );
  // It may be skipped once its countdown is over (the realm's 3 s).
  await expect(skip).toBeEnabled();
  const [text, background] = (await enabledColours).map(hexOf) as [string, string];
  expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  await skip.click();
  await expect(interstitial).toHaveCount(0);
  await expect(page.getByTestId('series')).toBeVisible();
  await expect(page.getByTestId('episodes').getByTestId('item-row').first()).toBeVisible();
});

test('the interstitial route continues to the item, which does not show it twice', async ({ page }) => {
  await page.goto('/realm/cinema/interstitial/cinema-playlist-1');
  await ready(page);
  await page.getByTestId('interstitial-skip').click();
  await expect(page).toHaveURL(/\/realm\/cinema\/playlist\/cinema-playlist-1$/);
  await expect(page.getByTestId('playlist')).toBeVisible();
  await expect(page.getByTestId('interstitial')).toHaveCount(0);
});

test('where the realm has no interstitial, showInterstitial=true shows none', async ({ page }) => {
  await page.goto('/realm/arena/series/arena-series-1?showInterstitial=true');
  await ready(page);
  await expect(page.getByTestId('series')).toBeVisible();
  await expect(page.getByTestId('interstitial')).toHaveCount(0);
});
