// The client session against the real server: a visitor becomes a guest, a stored customer
// session is restored with its bearer, an expired token is refreshed transparently, and the
// stored flags survive a sign-out.
import type { APIRequestContext, Page } from '@playwright/test';
import { loginByApi } from './fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

const signInByApi = (request: APIRequestContext, realm: string) => loginByApi(request, realm, `viewer@${realm}.example`, 'demo-pass-1');

type Stored = { tokens: { authorisationToken: string; refreshToken: string; exp: number } | null; cookiePolicyAgreed: boolean };

const storedSession = (page: Page, realm: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Stored | null, `session:${realm}`);

test('a visitor to arena is checked in as a guest, and the guest session is kept for the next visit', async ({ page }) => {
  await page.goto('/realm/arena/home');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect.poll(async () => (await storedSession(page, 'arena'))?.tokens?.refreshToken ?? null).not.toBeNull();
  const first = await storedSession(page, 'arena');
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect((await storedSession(page, 'arena'))?.tokens?.refreshToken).toBe(first?.tokens?.refreshToken);
});

test('a stored customer session is restored: bearer sent, sign-out shown; an expired token is refreshed transparently', async ({
  page,
  request,
}) => {
  const tokens = await signInByApi(request, 'arena');
  await page.goto('/realm/arena/disconnected');
  // The stored expiry says the token has lapsed: the app refreshes before its next call.
  await page.evaluate(
    ({ t }) =>
      localStorage.setItem(
        'session:arena',
        JSON.stringify({
          tokens: { authorisationToken: t.authorisationToken, refreshToken: t.refreshToken, exp: Math.floor(Date.now() / 1000) - 60 },
          cookiePolicyAgreed: true,
          shouldDisplaySmartBanner: false,
        }),
      ),
    { t: tokens },
  );
  const refreshes: string[] = [];
  const bearers: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/token/refresh') refreshes.push(path);
    if (path === '/api/v1/init/') bearers.push(r.headers().authorization ?? '');
  });
  await page.goto('/realm/arena/disconnected');
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
  // Browsing on: home's loader asks for its section with the refreshed token.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^home$/i })
    .click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const stored = await storedSession(page, 'arena');
  expect(stored?.tokens?.refreshToken).not.toBe(tokens.refreshToken);
  expect(stored?.cookiePolicyAgreed).toBe(true);
  expect(bearers.every((b) => b.startsWith('Mixed '))).toBe(true);
});

test('a token of another realm is ignored: the visitor starts without it', async ({ page, request }) => {
  const clubTokens = await signInByApi(request, 'club');
  await page.goto('/realm/arena/disconnected');
  await page.evaluate((t) => localStorage.setItem('session:arena', JSON.stringify({ tokens: t, cookiePolicyAgreed: false })), clubTokens);
  const authorizations: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/login/guest/checkin') authorizations.push(r.headers().authorization ?? 'none');
  });
  await page.goto('/realm/arena/home');
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect.poll(() => authorizations).toEqual(['none']);
});
