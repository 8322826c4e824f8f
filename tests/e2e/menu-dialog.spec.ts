// The phone menu as a modal dialog (keyboard and screen reader use): focus stays in the menu,
// the page behind is inert and does not scroll, closing gives focus back to the menu button;
// and the menu marks one current page, never an overlay's item beside it.
import type { Page } from '@playwright/test';
import { appReady, signInAt } from './accounts.ts';
import { expect, test } from './test.ts';

const PHONE = { width: 390, height: 844 };

/** Whether the focused element is inside the open menu (its button or its panel). */
const focusInMenu = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

/** Opens the menu from the keyboard; checks it is a labelled modal over an inert, still page. */
async function openMenu(page: Page) {
  const button = page.getByTestId('menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect.poll(() => focusInMenu(page)).toBe(true);
  await expect.poll(() => page.locator('#main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  return { button, dialog };
}

/** Tabs past the menu's last control and back: focus never leaves the menu. */
async function expectFocusContained(page: Page, lastControl: RegExp) {
  const controls = await page
    .getByRole('dialog')
    .evaluate((menu) => [...menu.querySelectorAll('a[href], button, select')].filter((el) => el.getClientRects().length > 0).length);
  // Focus starts on the panel's first item, the second control after the button: the last
  // Tab of these goes round from the last control to the first, the menu's own (close) button.
  for (let i = 1; i < controls; i++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => focusInMenu(page), `Tab ${i} of ${controls - 1}`).toBe(true);
  }
  await expect(page.getByTestId('menu-button')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusInMenu(page)).toBe(true);
  await expect.poll(() => focusedText(page)).toMatch(lastControl);
}

async function expectClosedWithFocusOnButton(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('menu-button')).toBeFocused();
  await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => page.locator('#main').evaluate((main) => main.closest('[inert]') !== null)).toBe(false);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
}

for (const realm of ['arena', 'cinema']) {
  test(`in ${realm} the open phone menu keeps focus and gives it back to its button when closed`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/realm/${realm}/`);
    await appReady(page);
    await openMenu(page);
    // A guest's last control is sign-up, before the page's own sign-in and content.
    await expectFocusContained(page, /^Sign up$/i);
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOnButton(page);
    // A tap on the scrim closes it too, and the keyboard carries on from the button.
    await openMenu(page);
    await page.getByTestId('menu-scrim').click({ position: { x: PHONE.width - 20, y: 300 } });
    await expectClosedWithFocusOnButton(page);
  });
}

test('in club the signed-in phone menu keeps focus up to sign out, and only Home is the current page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAt(page, 'club', 'viewer@club.example', 'demo-pass-1');
  await appReady(page);
  // The demo member has not given the birth date and tax number club asks for: put off.
  await page.getByRole('dialog', { name: 'Complete your profile' }).getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openMenu(page);
  await expectFocusContained(page, /^Sign out$/i);
  const current = page.getByRole('dialog').locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Home');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Search' })).toHaveAttribute('href', /\/home#search$/);
  await page.keyboard.press('Escape');
  await expectClosedWithFocusOnButton(page);

  // The sidebar on desktop: always shown, no dialog, the same single current page.
  await page.setViewportSize({ width: 1366, height: 768 });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveAttribute('data-layout', 'SIDEBAR');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Home');
  await expect(nav.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current', /./);
});
