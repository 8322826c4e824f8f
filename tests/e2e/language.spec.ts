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
