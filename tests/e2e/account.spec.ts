// The account area end to end on a phone (390×844), in arena (no profiles: the menu's account
// item leads to the account page): details edited and kept, refusals on their fields, a
// preference and a marketing choice kept, a new password that then signs in, and signing out
// everywhere. Each test signs up an account of its own, so nothing here meets the demo
// accounts other specs use in parallel.
import type { APIRequestContext, Page } from '@playwright/test';
import type { AuthTokens } from '../../src/contracts/session.ts';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { appReady, newArenaAccount, signInAt } from './accounts.ts';
import { expect, failedToLoad, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const newAccount = (request: APIRequestContext, what: string, password: string) => newArenaAccount(request, what, password, 'Tess Viewer');
const signIn = (page: Page, email: string, password: string) => signInAt(page, 'arena', email, password);
const waitForApp = appReady;

/** Whether a session's access token still opens the account (the server's word, not the page's). */
async function stillSignedIn(request: APIRequestContext, tokens: AuthTokens): Promise<boolean> {
  const res = await request.get('/api/v1/user/profile', { headers: await apiHeaders(request, 'arena', tokens.authorisationToken) });
  return res.status() === 200;
}

test('from the menu to the account: details edited and kept after a reload, refusals on their fields', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await newAccount(request, 'details', 'first-pass-1');
  await signIn(page, email, 'first-pass-1');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('menu-utility').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/realm\/arena\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('account-summary-name')).toHaveText('Tess Viewer');
  await expect(page.getByTestId('account-summary-email')).toHaveText(`Signed in as ${email}`);
  // The first section is the details; the list says which one is shown.
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await expect(nav.getByRole('link')).toHaveText(['Account details', 'Subscriptions', 'Payment details', 'Preferences', 'Security']);
  await expect(nav.getByRole('link', { name: 'Account details' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Account details' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  // The client's rule first: a phone that is no phone number, on its field and in the common area.
  await form.getByRole('textbox', { name: 'Phone number' }).fill('12');
  await page.getByTestId('details-save').click();
  const message = 'Enter a phone number of 7 to 15 digits, with + and the country code if needed';
  await expect(page.getByTestId('form-error')).toHaveText(message);
  await expect(page.getByTestId('form-error')).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(message);

  // Then the server's: a birth date in the future is refused on its field.
  consoleErrors.allow(failedToLoad('/api/v1/user/profile', 400));
  await form.getByRole('textbox', { name: 'Phone number' }).fill('+351 912 345 678');
  await form.getByLabel('Date of birth').fill('2999-01-01');
  await page.getByTestId('details-save').click();
  await expect(page.getByTestId('form-error')).toHaveText('Enter a real date of birth, not in the future');
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription('Enter a real date of birth, not in the future');

  await form.getByLabel('Date of birth').fill('1990-04-02');
  await form.getByRole('textbox', { name: 'Preferred name' }).fill('Tess');
  await page.getByTestId('details-save').click();
  await expect(page.getByTestId('details-saved')).toHaveText('Your details are saved.');
  await expect(page.getByTestId('form-error')).toHaveText('');
  await expect(page.getByTestId('account-summary-name')).toHaveText('Tess');

  await page.reload();
  await waitForApp(page);
  const again = page.getByRole('form', { name: 'Account details' });
  await expect(again.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Tess');
  await expect(again.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+351912345678');
  await expect(again.getByLabel('Date of birth')).toHaveValue('1990-04-02');
});

test('preferences are saved as they change and kept; marketing choices go submitting, then submitted', async ({ page, request }) => {
  const email = await newAccount(request, 'prefs', 'first-pass-1');
  await signIn(page, email, 'first-pass-1');
  await page.goto('/realm/arena/account');
  await waitForApp(page);
  // The section list by keyboard: a link like any other.
  const preferencesLink = page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Preferences' });
  await preferencesLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\?section=preferences$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();

  const audio = page.getByLabel('Audio language');
  await audio.selectOption('pt');
  await expect(page.getByTestId('preferences-status')).toHaveText('Saved');
  const autoAdvance = page.getByRole('switch', { name: 'Play the next episode automatically' });
  await expect(autoAdvance).toBeChecked();
  await autoAdvance.click();
  await expect(autoAdvance).not.toBeChecked();
  await expect(page.getByTestId('preferences-status')).toHaveText('Saved');

  const marketing = page.getByRole('form', { name: 'Marketing preferences' });
  // Only the optional prompt: the terms were accepted to use the service.
  await expect(marketing.getByRole('checkbox')).toHaveCount(1);
  await marketing.getByRole('checkbox', { name: 'Send me news and offers by email' }).check();
  await page.getByTestId('marketing-save').click();
  await expect(page.getByTestId('marketing-status')).toHaveText('Your choices are saved.');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Audio language')).toHaveValue('pt');
  await expect(page.getByRole('switch', { name: 'Play the next episode automatically' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Send me news and offers by email' })).toBeChecked();
});

test('a new password: the wrong current one is refused, then the change signs out other devices and the new one signs in', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await newAccount(request, 'password', 'first-pass-1');
  const otherDevice = await loginByApi(request, 'arena', email, 'first-pass-1');
  await signIn(page, email, 'first-pass-1');
  await page.goto('/realm/arena/account?section=accountsecurity');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Change password' });

  consoleErrors.allow(failedToLoad('/api/v1/user/password', 400));
  await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByTestId('password-change').click();
  await expect(page.getByTestId('form-error').first()).toHaveText('Your current password is not right');
  expect(await stillSignedIn(request, otherDevice)).toBe(true);

  await form.getByLabel('Current password', { exact: true }).fill('first-pass-1');
  await page.getByTestId('password-change').click();
  await expect(page.getByTestId('password-changed')).toHaveText('Your password is changed. Every other device is signed out.');
  expect(await stillSignedIn(request, otherDevice)).toBe(false);
  // This browser carries on with the new session.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-summary-email')).toHaveText(`Signed in as ${email}`);

  await page.goto('/realm/arena/logout');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await signIn(page, email, 'second-pass-2');
  await page.goto('/realm/arena/account');
  await waitForApp(page);
  await expect(page.getByTestId('account-summary-email')).toHaveText(`Signed in as ${email}`);
});

test('sign out everywhere: every session ends, this browser lands on sign-in saying so', async ({ page, request }) => {
  const email = await newAccount(request, 'everywhere', 'first-pass-1');
  const otherDevice = await loginByApi(request, 'arena', email, 'first-pass-1');
  await signIn(page, email, 'first-pass-1');
  await page.goto('/realm/arena/account?section=accountsecurity');
  await waitForApp(page);

  await page.getByTestId('sign-out-everywhere').click();
  const confirm = page.getByTestId('sign-out-everywhere-confirm');
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(page).toHaveURL(/\/realm\/arena\/login$/);
  // The address changes first; the account screen stays until the sign-in screen's chunk is in.
  await expect(page.getByTestId('login').getByTestId('form-error')).toHaveText(
    'You are signed out on every device. Sign in again to continue.',
  );
  expect(await stillSignedIn(request, otherDevice)).toBe(false);
  const stored = await page.evaluate(() => localStorage.getItem('session:arena'));
  expect(stored ?? '').not.toContain(otherDevice.authorisationToken.slice(0, 20));

  // Signing in again works: the password is unchanged.
  await signIn(page, email, 'first-pass-1');
});

test('a first visit is rendered by the server: the public shell with a stored session, else where the guard sends a visitor', async ({
  request,
}) => {
  const withSession = await request.get('/realm/arena/account', { headers: { cookie: 'session-arena=1' } });
  expect(withSession.status()).toBe(200);
  const shell = await withSession.text();
  expect(shell).toContain('data-testid="public-shell"');
  expect(shell).not.toContain('data-testid="account-summary"');

  // Nobody signed in, in a realm without guests: the guard's sign-in page, rendered at once.
  const visitor = await request.get('/realm/club/account');
  const html = await visitor.text();
  expect(html).toContain('data-testid="login"');
  expect(html).not.toContain('data-testid="public-shell"');
});
