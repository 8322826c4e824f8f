// Search (issue 8): the vesper search page in arena — popular content before typing, a
// misspelt title found, load-more appending a section's next page — and the legacy #search
// overlay in club, opened from the menu, searched, closed with Escape.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiHeaders } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

type Hit = { id: string; title: string; type: string };
type Answer = { hits: Hit[]; totalHits: number; facets: { type: Record<string, number> } };

async function searchApi(request: APIRequestContext, realm: string, query: Record<string, string>): Promise<Answer> {
  const res = await request.get(`/api/v1/search?${new URLSearchParams({ lk: 'en_US', ...query }).toString()}`, {
    headers: await apiHeaders(request, realm),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Answer;
}

/** The longest word of a title, with two inner letters swapped: what a hurried thumb types. */
function misspelt(title: string): { word: string; typo: string } {
  const word = (title.match(/[\p{L}]+/gu) ?? []).sort((a, b) => b.length - a.length)[0] ?? '';
  return { word, typo: word.slice(0, 2) + word[3] + word[2] + word.slice(4) };
}

/** Waits for the app to have hydrated the server's page: input before that is the browser's alone. */
async function ready(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search titles' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('the search page shows popular content before anything is typed', async ({ page }) => {
  await page.goto('/realm/arena/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const popular = page.getByTestId('search-popular');
  await expect(popular.getByRole('heading', { name: 'Popular videos' })).toBeVisible();
  await expect(popular.getByTestId('search-card').first()).toBeVisible();
});

test('a misspelt title finds its item, with the query in the address', async ({ page, request }) => {
  const { hits } = await searchApi(request, 'arena', { q: 'highlights', type: 'VOD_VIDEO', hitsPerPage: '50' });
  const item = hits.find((hit) => misspelt(hit.title).word.length >= 8) ?? hits[0];
  if (!item) throw new Error('arena has no highlights video');
  const { word, typo } = misspelt(item.title);
  expect(typo).not.toBe(word);

  await page.goto('/realm/arena/search');
  await ready(page);
  await searchField(page).fill(item.title.replace(word, typo));
  await expect(page).toHaveURL(/\/realm\/arena\/search\?q=/);
  const videos = page.locator('[data-testid="search-section"][data-type="VOD_VIDEO"]');
  await expect(videos.getByTestId('card-title').filter({ hasText: item.title }).first()).toBeVisible();

  // The address alone brings the same answer back (a reload, a shared link), rendered by the server.
  const rendered = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
  expect(await rendered.text()).toContain(`/video/${item.id}"`);
});

test('load more appends the next 12 of a section while pages remain, then goes away', async ({ page, request }) => {
  const answer = await searchApi(request, 'arena', { q: 'vs', hitsPerPage: '12' });
  const type = (['LIVE_EVENT', 'VOD_VIDEO'] as const).find((t) => (answer.facets.type[t] ?? 0) > 12);
  if (!type) throw new Error('no section of arena has more than a page for "vs"');
  const total = answer.facets.type[type] ?? 0;

  await page.goto('/realm/arena/search?q=vs');
  await ready(page);
  const section = page.locator(`[data-testid="search-section"][data-type="${type}"]`);
  const cards = section.getByTestId('search-card');
  await expect(cards).toHaveCount(12);
  const first = await cards.first().getAttribute('href');
  await section.getByTestId('search-load-more').click();
  await expect(cards).toHaveCount(Math.min(24, total));
  // Appended: the first page is still there, in its place.
  expect(await cards.first().getAttribute('href')).toBe(first);
  if (total <= 24) await expect(section.getByTestId('search-load-more')).toHaveCount(0);
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/realm/arena/search?q=zzqxvj');
  await expect(page.getByTestId('search-empty')).toContainText('No results for “zzqxvj”');
});

async function signInToClub(page: Page): Promise<void> {
  await page.goto('/realm/club/login?from=%2Fhome');
  await ready(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@club.example');
  await page.getByLabel('Password', { exact: true }).fill('demo-admin-1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/realm\/club\/home$/);
}

test('club has no search page: the menu opens the #search overlay, which finds an item, closes with Escape and gives the focus back', async ({
  page,
  request,
}) => {
  const { hits } = await searchApi(request, 'club', { q: 'highlights', hitsPerPage: '1' });
  const item = hits[0];
  if (!item) throw new Error('club has no highlights');
  // Wide enough for the search item to sit in the bar, not in the menu drawer.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToClub(page);

  const opener = page.getByRole('banner').getByRole('link', { name: 'Search' });
  await opener.click();
  await expect(page).toHaveURL(/\/realm\/club\/home#search$/);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  await searchField(page).fill('highlights');
  await expect(dialog.getByTestId('card-title').filter({ hasText: item.title }).first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/realm\/club\/home$/);
  await expect(opener).toBeFocused();

  // The old /search address leads to the same overlay.
  await page.goto('/realm/club/search');
  await expect(page).toHaveURL(/\/realm\/club\/home#search$/);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});

test('on a phone the overlay opens from the menu drawer and closes with its close button', async ({ page }) => {
  await signInToClub(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('search-popular').getByTestId('search-card').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/realm\/club\/home$/);
});
