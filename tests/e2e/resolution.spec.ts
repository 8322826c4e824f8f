import { LAUNCH_QUERY } from '../../src/contracts/document.ts';
import { realmDirectory } from '../../src/contracts/realm.ts';
import { baseURL } from '../../playwright.config.ts';
import { expect, failedToLoad, test } from './test.ts';

test('a realm host serves that realm at the root', async ({ page }) => {
  const port = new URL(baseURL).port;
  await page.goto(`http://cinema.localhost:${port}/`);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'cinema');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('main')).toBeVisible();
});

test('the /realm/{name} prefix works on any host and survives a deep reload', async ({ page }) => {
  // A realm whose home a visitor may see (club sends visitors to sign in first).
  await page.goto('/realm/arena/home');
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'arena');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'arena');
});

test('an unknown realm gets a clear 404 page', async ({ page, consoleErrors }) => {
  // The page itself is the 404 this test asks for; the app then confirms the name with the API.
  // Only the page's own 404: the app takes the server's word and asks the API nothing.
  consoleErrors.allow(failedToLoad('/realm/nowhere/', 404));
  const response = await page.goto('/realm/nowhere/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /choose|service|home/i }).first()).toBeVisible();
});

test('an unknown path inside a realm shows the not-found view', async ({ page, consoleErrors }) => {
  // The server answers 404 for it (so crawlers do not index it), which Chromium reports.
  consoleErrors.allow(failedToLoad('/realm/arena/no/such/page', 404));
  const response = await page.goto('/realm/arena/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'arena');
  await expect(page.getByRole('heading', { name: /not found|não encontrada/i })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('the bare host lists every realm of the directory, each linking to its home', async ({ page, request }) => {
  // The server already said the bare host has no realm: the app asks only for the directory.
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/realm') lookups.push(r.url());
  });
  const realms = realmDirectory.parse(await (await request.get('/api/realms')).json());
  expect(realms.length).toBeGreaterThan(0);
  await page.goto('/');
  for (const realm of realms) {
    await expect(page.getByRole('link', { name: realm.realmFullName, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^/realm/${realm.realm}/?$`),
    );
  }
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(realms.length);
  expect(lookups).toEqual([]);
});

test('the realm manifest is linked and installable fields are present', async ({ page, request }) => {
  await page.goto('/realm/arena/');
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'arena');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/realm/arena/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as { start_url: string; display: string; icons: unknown[] };
  // The start URL carries the launch marker, so an installed app's launch returns to the last screen.
  expect(manifest.start_url).toBe(`/realm/arena/?${LAUNCH_QUERY}`);
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
});

test.describe('first visit', () => {
  test.use({ serviceWorkers: 'block' });
  test('starts from the realm settings in the page, without a separate realm request', async ({ page }) => {
    const realmRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/realm(\/|\?|$)/.test(new URL(r.url()).pathname + new URL(r.url()).search)) realmRequests.push(r.url());
    });
    await page.goto('/realm/cinema/');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(realmRequests).toEqual([]);
  });
});
