// The account page offline (decision 0038), with the service worker active: visited signed in,
// its reads are kept per viewer (`personal`), so after going offline a reload shows the account
// summary from the cache with the offline banner, and every form is off with the reason, in each
// section.
import type { APIRequestContext, Page } from '@playwright/test';
import { newArenaAccount } from '../e2e/accounts.ts';
import { expect, failedToLoad, goOffline, test } from '../e2e/test.ts';
import { banner, cachedIn, OFFLINE_NOTICE, ready, underTheWorker } from './worker.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const newAccount = (request: APIRequestContext) => newArenaAccount(request, 'offline', 'offline-pass-1', 'Offline Viewer');
const cached = (page: Page, ...parts: string[]) => cachedIn(page, 'personal', ...parts);

/** Signs in through the form on a page the worker controls; the app goes on to home. */
async function signInUnderTheWorker(page: Page, email: string): Promise<void> {
  await page.goto('/realm/arena/login');
  await ready(page);
  await underTheWorker(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('offline-pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
}

test('an account page seen online reopens offline from the cache: summary, banner, forms off with the reason', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const email = await newAccount(request);
  await signInUnderTheWorker(page, email);

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

test('signed in, then the network drops: a reload opens home as the customer, from what the worker kept', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  // Offline, Chromium starts lazy images from further below the fold than it did online.
  consoleErrors.tolerate(failedToLoad('/api/artwork/', 'net::ERR_FAILED'));
  const email = await newAccount(request);
  await signInUnderTheWorker(page, email);
  await expect(page.getByTestId('bucket').first()).toBeVisible();
  // Start-up asks for init with the customer's token from now on: the worker keeps it under them.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session:arena') ?? '{}').tokens?.authorisationToken as string);
  const { sub: subject } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  await cachedIn(page, 'realm-data', `/api/v1/init/`, `__viewer=sub:${subject}`);

  await goOffline(context, consoleErrors);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('bucket').first()).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await context.setOffline(false);
});
