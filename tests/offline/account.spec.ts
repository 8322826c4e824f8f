// The account page offline (decision 0038), with the service worker active: visited signed in,
// its reads are kept per viewer (`personal`), so after going offline a reload shows the account
// summary from the cache with the offline banner, and every form is off with the reason, in each
// section.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders } from '../e2e/fixtures.ts';
import { expect, goOffline, test } from '../e2e/test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 20_000 });
}

/** The worker controls the page: later loads go through it and fill its caches. */
async function underTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page.reload();
  await ready(page);
}

/** Waits until the worker's personal cache holds an answer whose URL contains each part. */
async function cached(page: Page, ...parts: string[]): Promise<void> {
  await page.waitForFunction(async (wanted) => {
    const urls = (await (await caches.open('personal')).keys()).map((k) => decodeURIComponent(k.url));
    return wanted.every((part) => urls.some((url) => url.includes(part)));
  }, parts);
}

async function newAccount(request: APIRequestContext): Promise<string> {
  const email = `offline-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@arena.example`;
  const created = await request.post('/api/v1/user', {
    headers: await apiHeaders(request, 'arena'),
    data: {
      email,
      secret: 'offline-pass-1',
      consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
      meta_fields: { fullName: 'Offline Viewer' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return email;
}

const banner = (page: Page) => page.getByTestId('offline-banner').and(page.getByRole('status')).filter({ hasText: 'You are offline' });
const OFFLINE_NOTICE = 'You are offline. This is what was saved on this device; changes need a connection.';

test('an account page seen online reopens offline from the cache: summary, banner, forms off with the reason', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const email = await newAccount(request);
  await page.goto('/realm/arena/login');
  await ready(page);
  await underTheWorker(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('offline-pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);

  await page.goto('/realm/arena/account');
  await ready(page);
  await expect(page.getByTestId('account-summary-name')).toHaveText('Offline Viewer');
  await expect(page.getByTestId('account-offline')).toHaveCount(0);
  await cached(page, '/api/v1/user/profile', '/api/v1/user/preferences', '/api/v1/consent-prompt/answers');

  await goOffline(context, consoleErrors);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('account-summary-name')).toHaveText('Offline Viewer');
  await expect(page.getByTestId('account-summary-email')).toHaveText(`Signed in as ${email}`);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  const details = page.getByRole('form', { name: 'Account details' });
  await expect(page.getByTestId('account-offline')).toHaveText(OFFLINE_NOTICE);
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(details.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expect(page.getByTestId('details-save')).toBeDisabled();

  // The other sections read the same kept answers.
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Preferences' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
  await expect(page.getByTestId('account-offline')).toHaveText(OFFLINE_NOTICE);
  await expect(page.getByRole('switch', { name: 'Play the next episode automatically' })).toBeDisabled();
  await expect(page.getByLabel('Audio language')).toBeDisabled();
  await expect(page.getByTestId('marketing-save')).toBeDisabled();

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByTestId('account-offline')).toHaveText(OFFLINE_NOTICE);
  await expect(page.getByTestId('password-change')).toBeDisabled();
  await expect(page.getByTestId('sign-out-everywhere')).toBeDisabled();
  await context.setOffline(false);
});
