// Pages whose content does not exist, opened directly and reached inside the app: the not-found
// view with its title, the same on the server and once hydrated (a mismatch, or a screen
// reported as failed, is a console error this file's fixture fails the test on).
import { expect, failedToLoad, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // Cookies already agreed and the app banner dismissed: their overlays would cover the links.
  await page.addInitScript(() => {
    for (const realm of ['arena', 'cinema']) {
      localStorage.setItem(`session:${realm}`, JSON.stringify({ tokens: null, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false }));
    }
  });
});

const OPENED = [
  ['/realm/arena/video/does-not-exist', 'Arena'],
  ['/realm/arena/live/nope', 'Arena'],
  ['/realm/cinema/video/nope', 'Cinema'],
  ['/realm/arena/section/nope', 'Arena'],
  ['/realm/cinema/playlist/nope', 'Cinema'],
  ['/realm/arena/news/nope', 'Arena'],
] as const;

for (const [path, realmTitle] of OPENED) {
  test(`${path} opened directly is the not-found page`, async ({ page, consoleErrors }) => {
    // The page itself is the 404 (so crawlers do not index it), which Chromium reports.
    consoleErrors.allow(failedToLoad(path, 404));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page).toHaveTitle(`Page not found - ${realmTitle}`);
  });
}

test('a missing video reached inside the app is the not-found page too', async ({ page, consoleErrors }) => {
  const path = '/realm/arena/video/does-not-exist';
  // The page's own 404, then the player's details asked for again when the viewer comes back to it.
  consoleErrors.allow(failedToLoad(path, 404), failedToLoad('/api/v1/player/does-not-exist', 404));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  // Back is a navigation inside the app: the screen's loader runs in the browser.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page).toHaveTitle('Page not found - Arena');
});
