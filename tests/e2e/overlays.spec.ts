// Overlays and profiles on the real server (issue 7 items 4 and 5): the cookie banner until
// accepted and after a sign-out, the consent modal for a user with an unanswered required
// prompt, and the switch to a kids profile that takes the account items away.
import type { Page } from '@playwright/test';
import type { AuthTokens } from '../../src/contracts/session.ts';
import { appReady, signInAt } from './accounts.ts';
import { loginByApi } from './fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

const login = loginByApi;

/** Puts the tokens where the app keeps its session before the page first starts (the cookie agreement too). */
async function startSignedIn(page: Page, realm: string, tokens: AuthTokens, cookiePolicyAgreed = true): Promise<void> {
  const value = JSON.stringify({
    tokens: { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, exp: tokens.exp },
    cookiePolicyAgreed,
    shouldDisplaySmartBanner: true,
  });
  // Only on the first load: later loads keep what the app stored since (a switched profile).
  await page.addInitScript(([key, stored]) => localStorage.getItem(key) ?? localStorage.setItem(key, stored), [
    `session:${realm}`,
    value,
  ] as const);
}

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

test('the cookie banner shows until accepted, without moving the page, and stays accepted after sign-out', async ({ page, request }) => {
  await page.goto('/realm/arena/home');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  // Fixed to the viewport: it takes no room in the page's flow.
  expect(await page.getByTestId('overlay-dock').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // The skip link is still the first stop and is not covered.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(skipBox && bannerBox && skipBox.y + skipBox.height <= bannerBox.y).toBe(true);
  // The page keeps room under its end for the dock: scrolled to the bottom, the main content
  // ends above it. The height is on the spacer itself, not on <html> (a variable there restyles
  // the whole page).
  const dock = page.getByTestId('overlay-dock');
  const dockHeight = await dock.evaluate((el) => Math.ceil((el as HTMLElement).offsetHeight));
  await expect.poll(() => page.getByTestId('dock-room').evaluate((el) => el.getBoundingClientRect().height)).toBe(dockHeight);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--overlay-dock-height'))).toBe('');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const mainBottom = await page.locator('main').evaluate((el) => el.getBoundingClientRect().bottom);
  const dockTop = await dock.evaluate((el) => el.getBoundingClientRect().top);
  expect(mainBottom).toBeLessThanOrEqual(dockTop + 0.5);
  await page.evaluate(() => window.scrollTo(0, 0));

  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(cookieBanner(page)).toHaveCount(0);

  // Sign in and out again: the agreement outlives the session.
  const tokens = await login(request, 'arena', 'admin@arena.example', 'demo-admin-1');
  await page.evaluate(
    ([key, t]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, tokens: t }));
    },
    ['session:arena', { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, exp: tokens.exp }] as const,
  );
  await page.reload();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(cookieBanner(page)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session:arena') ?? '{}') as { cookiePolicyAgreed?: boolean });
  expect(stored.cookiePolicyAgreed).toBe(true);
});

test('the cookie banner slides in and out in 500 ms without a CSS animation event for the page to dispatch', async ({ page }) => {
  type Motion = { events: string[]; plays: { duration: unknown; from: unknown; to: unknown }[] };
  await page.addInitScript(() => {
    const motion: Motion = { events: [], plays: [] };
    (window as unknown as { motion: Motion }).motion = motion;
    const isBanner = (target: EventTarget | null) => target instanceof Element && target.matches('[data-testid="cookie-banner"]');
    // Its slides, as played through the Web Animations API.
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (isBanner(this) && Array.isArray(keyframes)) {
        const duration = typeof options === 'object' ? options.duration : options;
        motion.plays.push({ duration, from: keyframes[0]?.transform, to: keyframes.at(-1)?.transform });
      }
      return animate.call(this, keyframes, options);
    };
    // Its CSS animation events (the ripple of the tapped button is Material's, and fine).
    for (const type of ['animationstart', 'animationend']) {
      document.addEventListener(
        type,
        (e) => isBanner(e.target) && motion.events.push(`${type} ${(e as AnimationEvent).animationName}`),
        true,
      );
    }
  });
  const motion = () => page.evaluate(() => (window as unknown as { motion: Motion }).motion);
  const slideIn = { duration: 500, from: 'translateY(100%)', to: 'none' };
  await page.goto('/realm/arena/home');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await expect.poll(async () => (await motion()).plays).toEqual([slideIn]);
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toHaveCount(0);
  expect(await motion()).toEqual({ events: [], plays: [slideIn, { duration: 500, from: 'none', to: 'translateY(100%)' }] });
});

test('the consent modal lists the unanswered required prompt after sign-in and saves it', async ({ page, request }) => {
  // The arena demo viewer has answered no consent prompt (server seed, account-details.ts).
  const tokens = await login(request, 'arena', 'viewer@arena.example', 'demo-pass-1');
  await startSignedIn(page, 'arena', tokens);
  await page.goto('/realm/arena/home');
  const dialog = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog.getByTestId('form-error')).toHaveText('You must accept this to continue');
  // Escape does not dismiss it: consent is a condition of use.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await terms.check();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toHaveCount(0);
  // Stored by the server: the next visit does not ask again, once it has read the answers.
  const answersRead = page.waitForResponse((response) => response.url().includes('/api/v1/consent-prompt/answers'));
  await page.reload();
  expect((await answersRead).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByTestId('shell')).toBeVisible();
  // Only the consent dialog: the promotion notification may show for this viewer, or not,
  // depending on whether another test dismissed it already.
  await expect(page.getByRole('dialog', { name: 'Before you continue' })).toHaveCount(0);
});

test('putting off the missing-details modal leaves focus on the page, not on <body>', async ({ page }) => {
  // The club demo member has not given the birth date and tax number club asks for; the modal
  // opens on arrival after the sign-in, whose button is gone by then.
  await signInAt(page, 'club', 'viewer@club.example', 'demo-pass-1');
  await appReady(page);
  const dialog = page.getByRole('dialog', { name: 'Complete your profile' });
  const later = dialog.getByRole('button', { name: 'Not now' });
  await later.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('main#main')).toBeFocused();
  // From there the keyboard goes on into the page's content, not from the top of the document.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
});

test('in cinema the viewer switches to the Kids profile and no longer sees the account or preferences items', async ({ page, request }) => {
  const tokens = await login(request, 'cinema', 'viewer@cinema.example', 'demo-pass-1');
  await startSignedIn(page, 'cinema', tokens);
  await page.goto('/realm/cinema/home');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // With profiles on, the account item opens the profile switcher over the page.
  const account = nav.getByRole('button', { name: /^Account/ });
  await expect(account).toBeVisible();
  const fontSizeBefore = await page.locator('body').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

  await account.click();
  await expect(page).toHaveURL(/#profiles$/);
  const dialog = page.getByRole('dialog', { name: "Who's watching?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Main/ })).toBeVisible();
  await dialog.getByRole('button', { name: /Kids/ }).click();
  await expect(dialog).toHaveCount(0);
  // Announced once the dialog is gone (a modal hides the rest of the page from screen readers).
  await expect(page.getByRole('status').filter({ hasText: 'Now watching as Kids' })).toBeVisible({ timeout: 1500 });
  await expect(page).not.toHaveURL(/#profiles/);

  await expect(nav.getByRole('link', { name: /^Account/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: /^Account/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Preferences/ })).toHaveCount(0);
  // The realm's child font scale applies.
  await expect
    .poll(() => page.locator('body').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)))
    .toBeGreaterThan(fontSizeBefore);
  // Kept across a reload: the session now carries the Kids profile.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(nav.getByRole('link', { name: 'Search' }).first()).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Account/ })).toHaveCount(0);
});
