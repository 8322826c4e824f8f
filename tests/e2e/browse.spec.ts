// Browsing on the real server (issue 8 item 1, spec §7 and §9): home loads more rails as the
// viewer scrolls and leads to a section page with its sponsor; a rail's "more" appends items;
// the grid's page size follows the window (9 / 16 / 20); releases and browse list and link;
// the promo notification shows in arena, and dismissing it holds across a reload.
import type { Browser, Page } from '@playwright/test';
import { DEMO_PROMO } from '../../src/server/db/seed/browse.ts';
import { expect, test } from './test.ts';

const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.use({ viewport: PHONE, locale: 'en-US' });

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

test.describe('on a phone', () => {
  // A first visit is rendered by the server at the size its user agent suggests (spec §7 page sizes).
  test.use({ userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

  test('home loads more rails near its end and leads to a section page with its sponsor', async ({ page }) => {
    await page.goto('/realm/arena/');
    await ready(page);
    const rails = page.getByTestId('bucket');
    // A phone asks for 6 rails per page (spec §7 rpp); arena's home has more.
    await expect(rails).toHaveCount(6);
    await page.getByTestId('rails-more').scrollIntoViewIfNeeded();
    await expect.poll(() => rails.count()).toBeGreaterThan(6);

    const explore = page.locator('[data-bucket-type="SECTION_LINK"]');
    const football = explore.getByRole('link', { name: /Football/ });
    await football.scrollIntoViewIfNeeded();
    await football.click();
    await expect(page).toHaveURL(/\/realm\/arena\/section\/football$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    const sponsor = page.getByTestId('sponsor');
    await expect(sponsor.getByRole('img', { name: 'Presented by Kickstart Energy' })).toBeVisible();
    await expect(sponsor.getByRole('link')).toHaveAttribute('href', 'https://sponsor.example/arena');
    await expect(page.getByTestId('bucket').first()).toBeVisible();
  });

  test("a rail's more control appends its next page of items", async ({ page }) => {
    await page.goto('/realm/arena/');
    await ready(page);
    const rail = page.locator('[data-bucket-id="arena-home-highlights"]');
    const cards = rail.getByTestId('content-card');
    // A phone's rails carry 4 items per page (spec §7 bpp).
    await expect(cards).toHaveCount(4);
    const firstIds = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const more = rail.getByTestId('rail-more');
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(cards).toHaveCount(8);
    const ids = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(ids.slice(0, 4)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(8);
  });
});

/** Opens the grid of videos from the browse page, so the browser's own loader sizes the page. */
async function videosGridAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/realm/arena/browse');
  await ready(page);
  await page.getByTestId('browse-type').filter({ hasText: 'Videos' }).click();
  await expect(page).toHaveURL(/\/grid\?type=VOD_VIDEO$/);
  return { context, cards: page.getByTestId('grid').getByTestId('content-card') };
}

test('the grid shows 9 results per page on a phone, 16 up to 1510 px and 20 above (spec §9)', async ({ browser }) => {
  // A phone's first visit is server-rendered at the phone's size.
  const phone = await browser.newContext({ viewport: PHONE, locale: 'en-US', userAgent: IPHONE_UA, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await phonePage.goto('/realm/arena/grid');
  await ready(phonePage);
  await expect(phonePage.getByTestId('grid').getByTestId('content-card')).toHaveCount(9);
  // The next page link keeps the grid's source and moves on.
  await phonePage.getByTestId('grid-next').click();
  await expect(phonePage).toHaveURL(/\/grid\?type=VOD_VIDEO&p=2$/);
  await expect(phonePage.getByTestId('grid-position')).toContainText('2');
  await expect(phonePage.getByTestId('grid').getByTestId('content-card')).toHaveCount(9);
  await phone.close();

  for (const [width, size] of [
    [1280, 16],
    [1600, 20],
  ] as const) {
    const { context, cards } = await videosGridAt(browser, { width, height: 900 });
    await expect(cards).toHaveCount(size);
    await expect(cards.first()).toHaveAttribute('data-content-type', 'VOD_VIDEO');
    await context.close();
  }
});

test('releases lists the newest on-demand items', async ({ page }) => {
  await page.goto('/realm/arena/releases');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New releases' })).toBeVisible();
  const cards = page.getByTestId('grid').getByTestId('content-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(16);
});

test("browse links the realm's sections and each content type's grid", async ({ page }) => {
  await page.goto('/realm/arena/browse');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: /Football/ })).toHaveAttribute(
    'href',
    '/realm/arena/section/football',
  );
  const live = page.getByTestId('browse-type').filter({ hasText: 'Live events' });
  await expect(live).toHaveAttribute('href', '/realm/arena/grid?type=LIVE_EVENT');
  await live.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live events' })).toBeVisible();
  await expect(page.getByTestId('grid').getByTestId('content-card').first()).toHaveAttribute('data-content-type', 'LIVE_EVENT');
});

test('the promo notification shows in arena once cookies are answered; closing it keeps it hidden after a reload', async ({ page }) => {
  const text = DEMO_PROMO.texts.en_US;
  await page.goto('/realm/arena/');
  await ready(page);
  // The cookie question comes first.
  const promo = page.getByRole('dialog', { name: text.title });
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await expect(promo).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept cookies' }).click();

  await expect(promo).toBeVisible();
  await expect(promo).toHaveAttribute('aria-modal', 'false');
  await expect(promo).toContainText(text.description);
  const image = promo.locator('img');
  await expect(image).toHaveAttribute('width', '410');
  await expect(image).toHaveAttribute('height', '190');
  // Arena's promo links to a playlist: the link opens its page in the app.
  await expect(promo.getByRole('link', { name: text.cta })).toHaveAttribute('href', /^\/realm\/arena\/playlist\//);
  // Docked: fixed to the viewport, inside the screen's width.
  const box = await promo.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height).toBe(true);

  const dismissed = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/promo-notification/'));
  await promo.getByRole('button', { name: 'Close the promotion' }).click();
  await expect(promo).toHaveCount(0);
  expect((await dismissed).ok()).toBe(true);

  // The same guest reloads: the server no longer offers it.
  const asked = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/promo-notification?'));
  await page.reload();
  await ready(page);
  expect(((await (await asked).json()) as { promoNotifications: unknown[] }).promoNotifications).toEqual([]);
  await expect(promo).toHaveCount(0);
});

test('the promo is keyboard reachable and Escape closes it', async ({ page }) => {
  await page.goto('/realm/arena/');
  await ready(page);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  const promo = page.getByRole('dialog', { name: DEMO_PROMO.texts.en_US.title });
  await expect(promo).toBeVisible();
  // Non-modal: it does not take the focus; Tab from the page's end reaches its controls.
  await expect(promo.getByRole('button', { name: 'Close the promotion' })).not.toBeFocused();
  await promo.getByRole('button', { name: 'Close the promotion' }).focus();
  await page.keyboard.press('Tab');
  await expect(promo.getByRole('link', { name: DEMO_PROMO.texts.en_US.cta })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(promo).toHaveCount(0);
});

test('rows off the first screen get their artwork once the page has hydrated (the fighters)', async ({ page }) => {
  await page.goto('/realm/arena/fighters');
  await ready(page);
  const fighters = page.getByTestId('fighter');
  await expect.poll(() => fighters.count()).toBeGreaterThan(10);
  // Off-screen rows were left as placeholders by the server; every one has its image now.
  await expect.poll(() => page.locator('[data-testid="fighter"] img').count()).toBe(await fighters.count());
});
