// Sign-in with the realm's identity provider end to end (decision 0022): the built app on the
// real server, whose built-in demo provider serves cinema. A guest on a cinema page goes to sign
// in, chooses the provider, signs in on the provider's own page and lands back on that page
// signed in; an identity whose email belongs to a password account is told how to link it.
import type { Page } from '@playwright/test';
import { expect, failedToLoad, test } from './test.ts';

const PHONE = { width: 390, height: 844 };

/** The provider's demo identities (src/server/db/seed/identity-provider.ts). */
const ADA = { email: 'ada@id.cinema.example', password: 'provider-pass-1' };
const VIEWER_IDENTITY = { email: 'viewer@cinema.example', password: 'provider-pass-2' };

async function storedViewer(page: Page, realm: string): Promise<{ sub: string; gue: boolean; aud: string } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `session:${realm}`);
  const token = raw ? (JSON.parse(raw) as { tokens: { authorisationToken: string } | null }).tokens?.authorisationToken : undefined;
  return token
    ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string; gue: boolean; aud: string })
    : null;
}

async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
}

/** On the provider's page: its own form, its own origin path, no app around it. */
async function signInAtProvider(page: Page, identity: { email: string; password: string }): Promise<void> {
  await expect(page).toHaveURL(/\/api\/idp\/cinema\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cinema Classics ID' })).toBeVisible();
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Password').fill(identity.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('a guest signs in at the demo identity provider and lands signed in on the page they came from', async ({ page }) => {
  await page.goto('/realm/cinema/home');
  await waitForApp(page);
  await expect.poll(async () => (await storedViewer(page, 'cinema'))?.gue).toBe(true);

  // Sign-in asked for from the home page (what the guard's redirect or a link with `from` gives).
  await page.goto('/realm/cinema/login?from=%2Fhome');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in with Cinema Classics ID' }).click();

  await signInAtProvider(page, ADA);

  await expect(page).toHaveURL(/\/realm\/cinema\/home$/, { timeout: 20_000 });
  await expect.poll(async () => (await storedViewer(page, 'cinema'))?.gue).toBe(false);
  expect((await storedViewer(page, 'cinema'))?.aud).toBe('cinema');
  // The attempt's secrets are spent with it.
  expect(await page.evaluate(() => sessionStorage.getItem('provider-signin:cinema'))).toBeNull();
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
});

test('an identity whose email has a password account is refused, with how to link it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedToLoad('/api/v1/login/provider', 409));
  await page.goto('/realm/cinema/login/gigya?from=%2Fsection%2Fclassics');

  await signInAtProvider(page, VIEWER_IDENTITY);

  await expect(page).toHaveURL(/\/realm\/cinema\/login\/redirect\?/);
  const refused = page.getByTestId('provider-refused');
  await expect(refused).toContainText('An account with this email exists with a different sign-in method');
  await expect(refused).toContainText('Sign in with your password, then sign in with Cinema Classics ID again to link it.');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
    'href',
    '/realm/cinema/login?from=%2Fsection%2Fclassics',
  );
  expect((await storedViewer(page, 'cinema'))?.gue ?? true).toBe(true);
});
