// Sessions end to end (issue 7): the built app on the real server. A visitor becomes a guest,
// signs up, signs out and in, keeps browsing across a token refresh, is sent to login and back
// in a realm without guests, resets a password through the development outbox, and a child
// profile loses the account items. Accounts created here are unique per run, so the specs can
// run in parallel with the demo accounts' own tests.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { AuthTokens, OutboxMessage, ViewingProfile } from '../../src/contracts/session.ts';
import { appReady, newArenaAccount, submitSignIn, uniqueEmail } from './accounts.ts';
import { failedToLoad, expect, test } from './test.ts';
import { apiHeaders, loginByApi } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

type StoredSession = { tokens: { authorisationToken: string; refreshToken: string; exp: number } | null };

function claimsOf(token: string): { sub: string; gue: boolean; aud: string; pro: { id: string; type: 'a' | 'c' } | null } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReturnType<typeof claimsOf>;
}

async function storedSession(page: Page, realm: string): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `session:${realm}`);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** The signed-in (or guest) viewer the page holds, read from the stored session. */
async function storedViewer(page: Page, realm: string) {
  const session = await storedSession(page, realm);
  return session?.tokens ? claimsOf(session.tokens.authorisationToken) : null;
}

/** A fresh arena account, so tests share no sessions. */
const createArenaAccount = (request: APIRequestContext, what: string, password: string) =>
  newArenaAccount(request, what, password, 'Test Viewer');
/** The app is running (hydrated or started); slower than the default wait when the machine is busy. */
const waitForApp = appReady;
const signIn = submitSignIn;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('a visitor in arena is checked in as a guest', async ({ page }) => {
  const checkIn = page.waitForResponse((r) => r.url().includes('/api/v1/login/guest/checkin'));
  await page.goto('/realm/arena/');
  expect((await checkIn).status()).toBe(200);
  await waitForApp(page);
  await expect.poll(async () => (await storedViewer(page, 'arena'))?.gue).toBe(true);
  expect((await storedViewer(page, 'arena'))?.aud).toBe('arena');
});

test('a visitor signs up in arena and lands signed in on the default target', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/realm/arena/signup');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('fresh-pass-9');
  await fillRealmFields(page);
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect.poll(async () => (await storedViewer(page, 'arena'))?.gue).toBe(false);
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
});

/** The realm's own sign-up fields: every required checkbox ticked, text fields given a plausible value. */
async function fillRealmFields(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Create account' });
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  const values: Record<string, string> = { 'Full name': 'Ana Lima', Name: 'Ana Lima', Phone: '+351912345678' };
  for (const [label, value] of Object.entries(values)) {
    const input = form.getByRole('textbox', { name: label, exact: true });
    if ((await input.count()) === 1) await input.fill(value);
  }
}

test('a customer signs out and in again', async ({ page, consoleErrors }) => {
  await page.goto('/realm/arena/login');
  await waitForApp(page);
  await signIn(page, 'viewer@arena.example', 'demo-pass-1');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect.poll(async () => (await storedViewer(page, 'arena'))?.gue).toBe(false);

  await page.goto('/realm/arena/logout');
  // Signed out in a realm with guests: back on the default target as a guest.
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect(page.getByTestId('sign-in').first()).toBeVisible();
  await expect.poll(async () => (await storedViewer(page, 'arena'))?.gue ?? true).toBe(true);

  await page.getByTestId('sign-in').first().click();
  await expect(page).toHaveURL(/\/realm\/arena\/login$/);
  // A wrong password first: the login error in the common area, which takes the focus.
  consoleErrors.allow(failedToLoad('/api/v1/login', 401));
  await signIn(page, 'viewer@arena.example', 'not-the-password');
  const area = page.getByTestId('form-error');
  await expect(area).toHaveText('The email or password is incorrect');
  await expect(area).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect.poll(async () => (await storedViewer(page, 'arena'))?.gue).toBe(false);
});

test('an expired access token is refreshed while browsing, without a sign-in', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // An account of its own: the demo viewer signs out in a parallel test.
  const email = await createArenaAccount(request, 'refresh', 'fresh-pass-7');
  await page.goto('/realm/arena/login');
  await waitForApp(page);
  await signIn(page, email, 'fresh-pass-7');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  const before = await storedSession(page, 'arena');
  expect(before?.tokens).toBeTruthy();

  // The stored token's expiry moves into the past, as if the tab had slept for an hour.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as StoredSession;
    if (session.tokens) session.tokens.exp = Math.floor(Date.now() / 1000) - 3600;
    localStorage.setItem(key, JSON.stringify(session));
  }, 'session:arena');
  const refreshed = page.waitForResponse((r: Response) => r.url().includes('/api/v1/token/refresh'));
  await page.reload();
  await waitForApp(page);
  // Browsing: a section page, whose data a customer asks for with the token (refreshed first).
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Football' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(/\/realm\/arena\/section\/football$/);
  await expect.poll(async () => (await storedSession(page, 'arena'))?.tokens?.refreshToken).not.toBe(before?.tokens?.refreshToken);
  expect((await storedViewer(page, 'arena'))?.gue).toBe(false);
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
});

test('signed out everywhere from another device: the next personal call ends the session here, and sign-in brings the viewer back', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await createArenaAccount(request, 'everywhere', 'fresh-pass-8');
  await page.goto('/realm/arena/login');
  await waitForApp(page);
  await signIn(page, email, 'fresh-pass-8');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);

  // Another device of the same account signs out of every device.
  const other = await loginByApi(request, 'arena', email, 'fresh-pass-8');
  const out = await request.post('/api/v1/logout', {
    headers: await apiHeaders(request, 'arena', other.authorisationToken),
    data: { all: true },
  });
  expect(out.status()).toBe(200);

  // The account page's calls are refused; one refresh is tried, refused too, and the session ends.
  consoleErrors.allow(failedToLoad('/api/v1/', 401));
  await page.goto('/realm/arena/account');
  await expect(page).toHaveURL(/\/realm\/arena\/login\?from=%2Faccount$/);
  await expect(page.getByText('Your session has expired. Please sign in again')).toBeVisible();
  await expect.poll(async () => (await storedViewer(page, 'arena'))?.gue ?? true).toBe(true);

  await signIn(page, email, 'fresh-pass-8');
  await expect(page).toHaveURL(/\/realm\/arena\/account$/);
  expect((await storedViewer(page, 'arena'))?.gue).toBe(false);
});

test('club (no guests) sends a visitor to login and back to the page after signing in', async ({ page }) => {
  await page.goto('/realm/club/home');
  await expect(page).toHaveURL(/\/realm\/club\/login\?from=%2Fhome$/);
  await waitForApp(page);
  await signIn(page, 'viewer@club.example', 'demo-pass-1');
  await expect(page).toHaveURL(/\/realm\/club\/home$/);
  expect((await storedViewer(page, 'club'))?.gue).toBe(false);
  // The kept session is hinted to the server (the worker answers reloads here, so ask the server
  // as the browser would without one): it renders the members' page's shell, not login.
  expect((await page.context().cookies()).find((c) => c.name === 'session-club')?.value).toBe('1');
  const rendered = await page.request.get('/realm/club/home', { headers: { accept: 'text/html' } });
  expect(await rendered.text()).toContain('data-testid="public-shell"');
});

async function outboxLink(request: APIRequestContext, realm: string, to: string, kind: OutboxMessage['kind']): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?realm=${realm}&to=${encodeURIComponent(to)}`);
      const messages = (await res.json()) as OutboxMessage[];
      link = messages.find((m) => m.kind === kind)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  return link ?? '';
}

test('a password is reset through the emailed link and the new one signs in', async ({ page, request }) => {
  // An account of its own: a reset signs every session of the account out.
  const email = await createArenaAccount(request, 'reset', 'first-pass-1');

  await page.goto('/realm/arena/login');
  await waitForApp(page);
  await page.getByTestId('login-forgot').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByTestId('request-password-submit').click();
  await expect(page.getByTestId('reset-link-sent')).toContainText(email);

  const link = await outboxLink(request, 'arena', email, 'PASSWORD_RESET');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await waitForApp(page);
  await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();

  await page.getByTestId('reset-password-login').click();
  await signIn(page, email, 'second-pass-2');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  expect((await storedViewer(page, 'arena'))?.gue).toBe(false);
});

test('a child profile does not see the account items', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/realm/cinema/login');
  await waitForApp(page);
  await signIn(page, 'viewer@cinema.example', 'demo-pass-1');
  await expect(page).toHaveURL(/\/realm\/cinema\/home/);
  // The account item (with profiles on, it opens the profile switcher).
  const accountItem = page.getByTestId('menu-utility').getByText('Account', { exact: true });
  await expect(accountItem).not.toHaveCount(0);

  // The profile switch through the API (the same call the profile switcher makes): the Kids
  // profile's tokens go into the stored session, and the page is loaded again.
  const held = (await storedSession(page, 'cinema'))?.tokens;
  const headers = await apiHeaders(request, 'cinema', held?.authorisationToken);
  const profiles = (await (await request.get('/api/v1/user/profiles', { headers })).json()) as ViewingProfile[];
  const kids = profiles.find((p) => p.type === 'CHILD');
  expect(kids, JSON.stringify(profiles)).toBeTruthy();
  const selected = await request.post(`/api/v1/user/profiles/${kids?.id}/select`, { headers, data: {} });
  expect(selected.status(), await selected.text()).toBe(200);
  const tokens = (await selected.json()) as AuthTokens;
  await page.evaluate(
    ({ key, value }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as StoredSession;
      session.tokens = value;
      localStorage.setItem(key, JSON.stringify(session));
    },
    { key: 'session:cinema', value: { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, exp: tokens.exp } },
  );
  await page.reload();
  await waitForApp(page);
  await expect.poll(async () => (await storedViewer(page, 'cinema'))?.pro?.type).toBe('c');
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
  await expect(page.getByTestId('menu-utility').first()).toBeVisible();
  await expect(accountItem).toHaveCount(0);
});

test("a customer's language follows them: chosen on one device, it is where the next sign-in starts", async ({
  page,
  browser,
  request,
}) => {
  const email = await createArenaAccount(request, 'language', 'language-pass-1');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/realm/arena/login');
  await waitForApp(page);
  await signIn(page, email, 'language-pass-1');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt_BR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // The account keeps the choice.
  const tokens = await loginByApi(request, 'arena', email, 'language-pass-1');
  await expect
    .poll(async () => {
      const profile = await request.get('/api/v1/user/profile', { headers: await apiHeaders(request, 'arena', tokens.authorisationToken) });
      return ((await profile.json()) as { locale: string | null }).locale;
    })
    .toBe('pt_BR');

  // Another device, in English: signing in switches it to the account's language.
  const other = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await second.goto('/realm/arena/login');
  await waitForApp(second);
  await expect(second.locator('html')).toHaveAttribute('lang', 'en-US');
  await signIn(second, email, 'language-pass-1');
  await expect(second.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await other.close();
});
