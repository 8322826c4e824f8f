// Switching language inside the app: the screen reloads its data in the new language, the
// labels change with it, and nothing reloads the page.
import { expect, test } from './test.ts';
import { initFor, realmSettings } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

test('choosing Portuguese reloads home in Portuguese without reloading the page', async ({ page, request }) => {
  const realm = await realmSettings(request, 'arena');
  const english = await initFor(request, realm, 'en_US');
  const portuguese = await initFor(request, realm, 'pt_BR');
  const englishRail = english.content?.buckets[0]?.name ?? '';
  const portugueseRail = portuguese.content?.buckets[0]?.name ?? '';
  expect(portugueseRail).not.toBe(englishRail);

  await page.goto('/realm/arena/home');
  await expect(page.getByRole('heading', { level: 2, name: englishRail })).toBeVisible();
  // The server's page is for reading until the app has started (it waits for the hero's paint).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByRole('combobox', { name: english.labels?.translations.language ?? 'Language' }).selectOption('pt_BR');
  await expect(page.getByRole('heading', { level: 2, name: portugueseRail })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('sign-in')).toHaveText(new RegExp(portuguese.labels?.translations.signIn ?? '', 'i'));
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);

  // The choice is kept: a reload starts in Portuguese.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: portugueseRail })).toBeVisible();
});

test('a language chosen while the lower rails still wait to hydrate hydrates them first, then switches', async ({ page, request }) => {
  const realm = await realmSettings(request, 'arena');
  const english = await initFor(request, realm, 'en_US');
  const portuguese = await initFor(request, realm, 'pt_BR');
  const lastEnglish = english.content?.buckets.at(-1)?.name ?? '';
  const lastPortuguese = portuguese.content?.buckets.at(-1)?.name ?? '';
  expect(english.content?.buckets.length ?? 0).toBeGreaterThan(1);
  expect(lastPortuguese).not.toBe(lastEnglish);

  // A busy phone: the browser reports no idle moment before the callbacks' timeouts, so the
  // rails below the first are still server HTML, waiting to hydrate, when the viewer picks a language.
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 5000);
  });
  await page.goto('/realm/arena/home');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 2, name: lastEnglish })).toBeVisible();

  await page.getByRole('combobox', { name: english.labels?.translations.language ?? 'Language' }).selectOption('pt_BR');
  await expect(page.getByRole('heading', { level: 2, name: lastPortuguese })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('a language stored without its cookie: the server renders the browser language, then the page switches once hydrated', async ({
  page,
  request,
}) => {
  const realm = await realmSettings(request, 'arena');
  const english = await initFor(request, realm, 'en_US');
  const portuguese = await initFor(request, realm, 'pt_BR');
  // Chosen in an earlier visit with cookies refused, say: only the page's storage knows.
  await page.addInitScript(() => localStorage.setItem('locale', 'pt_BR'));
  const response = await page.goto('/realm/arena/home');
  expect(await response?.text()).toContain(`lang="en-US"`);
  await expect(page.getByRole('heading', { level: 2, name: portuguese.content?.buckets[0]?.name ?? '' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('sign-in')).toHaveText(new RegExp(portuguese.labels?.translations.signIn ?? '', 'i'));
  expect(portuguese.labels?.translations.signIn).not.toBe(english.labels?.translations.signIn);
});
