// First visits arrive server-rendered: readable before any script, hydrated without a
// mismatch or a repeated request, and the service worker's shell takes over once installed.
import { expect, test } from './test.ts';
import { GUEST_REALMS, MEMBERS_ONLY_REALMS, initFor, realmSettings } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

for (const name of MEMBERS_ONLY_REALMS) {
  test(`the ${name} home (no guests) is served as its public shell: the server does not know the viewer`, async ({ request }) => {
    const response = await request.get(`/realm/${name}/home`, { headers: { 'accept-language': 'en-US' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="public-shell"');
    expect(html).not.toContain('</h2>');
  });
}

for (const name of GUEST_REALMS) {
  test(`the ${name} home as served, before any script, carries the realm and its content`, async ({ request }) => {
    const realm = await realmSettings(request, name);
    const init = await initFor(request, realm, 'en_US');
    const response = await request.get(`/realm/${name}/home`, { headers: { 'accept-language': 'en-US' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="en-US"`));
    expect(html).toContain(`<title>${escapeHtml(realm.settings.MAIN_TITLE)}</title>`);
    expect(html).toContain(`background: ${realm.settings.backgroundColour}`);
    const hero = init.content?.heroes[0];
    if (hero) expect(html).toContain(escapeHtml(hero.title));
    const rails = init.content?.buckets ?? [];
    expect(rails.length).toBeGreaterThan(0);
    for (const rail of rails) expect(html, rail.name).toContain(`>${escapeHtml(rail.name)}</h2>`);
    // The page's data travels once: the router's hydration data, not a second copy in init.
    expect(html).toContain('__staticRouterHydrationData');
    expect(html).toContain('"content":null');
  });
}

test('the realm root redirects on the server to its default menu target', async ({ request }) => {
  const response = await request.get('/realm/arena/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/realm/arena/home');
});

test('hydration repeats no request the server answered, and the page then works as an app', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/realm') || path.startsWith('/api/v1/')) apiCalls.push(path);
  });
  await page.goto('/realm/cinema/home');
  const firstRail = page.getByRole('heading', { level: 2 }).first();
  await expect(firstRail).toBeVisible();
  // Hydrated: from here the router handles a link click without a document load.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const card = page.getByTestId('content-card').first();
  await card.click();
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goBack();
  await expect(firstRail).toBeVisible();
  expect(documents).toEqual([]);
  // The guest check-in is new (the server render knew no viewer); nothing else is asked again.
  expect(apiCalls.filter((p) => p !== '/api/v1/section/home' && p !== '/api/v1/login/guest/checkin')).toEqual([]);
});

test('with JavaScript off, home is readable: heading, heroes, rails and links', async ({ browser, request }) => {
  const realm = await realmSettings(request, 'arena');
  const init = await initFor(request, realm, 'en_US');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/realm/arena/home');
  await expect(page.getByRole('heading', { level: 1, name: realm.settings.MAIN_TITLE })).toBeAttached();
  const rail = init.content?.buckets[0];
  await expect(page.getByRole('heading', { level: 2, name: rail?.name })).toBeVisible();
  const link = page.getByRole('region', { name: rail?.name }).getByRole('link').first();
  await expect(link).toHaveAttribute('href', /\/realm\/arena\/(live|video|series|playlist|season|news)\//);
  await expect(page.getByRole('navigation', { name: init.labels?.translations.mainNavigation ?? 'Main navigation' })).toBeVisible();
  await context.close();
});

test('a phone gets the phone layout from the server, so hydration moves nothing', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const response = await page.request.get('/realm/arena/home', {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' },
  });
  expect(await response.text()).toContain('data-collapsed="true"');
  await page.goto('/realm/arena/home');
  await expect(page.getByRole('button', { name: /menu/i })).toBeVisible();
  await context.close();
});

test('once the worker is installed, a reload is served from its shell and still shows the realm', async ({ page }) => {
  await page.goto('/realm/cinema/home');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'cinema');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
