// Buying a gift end to end on a phone (390×844) in arena (gifting ENABLED, licence first, test
// cards; decision 0041): an account buys a gift of Arena Monthly with a test card for a second
// account's email, the confirmation shows its redemption link (the one mailed to the recipient),
// the second account redeems it and then plays the item the licence unlocks. Bad input in the
// gift form shows field errors and sends nothing; a visitor is asked to sign up or in and comes
// back to the chosen gift; a first visit is the server's render of the catalogue; the empty, error
// and offline states. Each test signs up accounts of its own.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OutboxMessage } from '../../src/contracts/session.ts';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { appReady, CARD, fillCardDetails, newArenaAccount, signInAt, submitSignIn } from './accounts.ts';
import { expect, failedToLoad, goOffline, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'gifting-pass-1';
const newAccount = (request: APIRequestContext, what: string) => newArenaAccount(request, what, PASSWORD, 'Gina Giver');
const signIn = (page: Page, email: string) => signInAt(page, 'arena', email, PASSWORD);
const fillSignIn = (page: Page, email: string) => submitSignIn(page, email, PASSWORD);
const ready = appReady;
/** Unlocked by arena-monthly (src/server/db/seed/playback.ts). */
const LICENSED_ITEM = 'arena-vod-2';

const tokens = new Map<string, string>();

/** The playback endpoint's answer for the account (as the player asks it). */
async function playbackStatus(request: APIRequestContext, email: string): Promise<number> {
  let token = tokens.get(email);
  if (!token) {
    token = (await loginByApi(request, 'arena', email, PASSWORD)).authorisationToken;
    tokens.set(email, token);
  }
  const res = await request.post(`/api/v1/playback/${LICENSED_ITEM}`, {
    headers: await apiHeaders(request, 'arena', token),
    data: {},
  });
  return res.status();
}

/** The gifts page, from the purchase page's link (a navigation within the app). */
async function openGifts(page: Page): Promise<void> {
  await page.goto('/realm/arena/purchase');
  await ready(page);
  await page.getByTestId('purchase-gifts').click();
  await expect(page).toHaveURL(/\/realm\/arena\/gifts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Give a gift' })).toBeVisible();
}

const monthly = (page: Page) => page.getByTestId('gifts-item-arena-monthly');

test('a gift bought with a test card is redeemed by a second account, which then plays what it unlocks', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts, two browsers, a payment and a stream: more than one page's worth of time.
  test.slow();
  const buyer = await newAccount(request, 'giver');
  const recipient = await newAccount(request, 'receiver');
  expect(await playbackStatus(request, recipient)).toBe(403);

  await signIn(page, buyer);
  await openGifts(page);
  await expect(monthly(page).getByRole('heading', { level: 2, name: 'Arena Monthly' })).toBeVisible();
  await expect(monthly(page).getByTestId('gift-price')).toHaveText(/^R\$\s?49\.90 per month$/);
  await expect(page.getByTestId('gifts-item-arena-yearly').getByTestId('gift-price')).toContainText('per year');
  await monthly(page).getByRole('button', { name: 'Give Arena Monthly' }).click();

  const form = page.getByRole('form', { name: 'Your gift of Arena Monthly' });
  await form.getByRole('textbox', { name: 'Their email' }).fill(recipient);
  const periods = form.getByRole('textbox', { name: 'Number of months (1 to 12)' });
  await expect(periods).toHaveValue('1');
  await expect(periods).toHaveAttribute('inputmode', 'numeric');
  await periods.fill('2');
  await expect(form.getByTestId('gift-total')).toHaveText(/^Total: R\$\s?99\.80$/);
  await form.getByRole('textbox', { name: 'A note for them (optional)' }).fill('See you at the derby');
  await form.getByTestId('gift-continue').click();

  const pay = page.getByTestId('gift-pay');
  await expect(pay.getByRole('heading', { level: 2, name: 'Pay for your gift' })).toBeVisible();
  await expect(pay.getByTestId('gift-summary')).toHaveText(`2 months of Arena Monthly for ${recipient}`);
  await expect(pay.getByTestId('basket-total')).toHaveText(/99\.80/);
  await pay.getByRole('textbox', { name: 'Card number' }).fill(CARD.approve);
  await fillCardDetails(pay, 'Gina Giver');
  await pay.getByTestId('pay-card').click();

  await expect(page).toHaveURL(/\/realm\/arena\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-item')).toHaveText(`Your gift of Arena Monthly (2 months) is on its way to ${recipient}.`);
  await expect(page.getByTestId('confirmation-amount')).toContainText('99.80');
  const shown = page.getByTestId('confirmation-gift-link');
  const href = (await shown.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/realm\/arena\/gifts\/redeem\?id=[0-9a-f-]{36}$/);
  const id = href.split('id=')[1] ?? '';
  await expect(shown).toHaveText(new URL(href, page.url()).href);
  await expect(page.getByTestId('confirmation-gift-id')).toHaveText(`Redemption id: ${id}`);
  // The recipient was mailed the same link; the buyer holds no licence from it.
  const mails = await request.get(`/api/dev/outbox?realm=arena&to=${encodeURIComponent(recipient)}`);
  expect(((await mails.json()) as OutboxMessage[]).filter((m) => m.kind === 'GIFT').map((m) => m.link)).toEqual([href]);
  expect(await playbackStatus(request, buyer)).toBe(403);

  // The second account, in a browser of its own, opens the link and redeems the gift.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const theirs = await other.newPage();
  await signIn(theirs, recipient);
  await theirs.goto(href);
  const gift = theirs.getByTestId('gift');
  await expect(gift.getByRole('heading', { level: 2, name: 'Arena Monthly' })).toBeVisible();
  await expect(gift.getByTestId('gift-length')).toHaveText('2 months');
  await expect(gift.getByTestId('gift-note')).toHaveText('See you at the derby');
  await gift.getByTestId('gift-redeem').click();
  await expect(gift.getByTestId('gift-status')).toHaveText(/^Arena Monthly is yours until \w+ \d{1,2}, \d{4}\. Enjoy!$/);

  // Now the licensed item plays for them.
  expect(await playbackStatus(request, recipient)).toBe(200);
  await theirs.goto(`/realm/arena/video/${LICENSED_ITEM}`);
  await theirs.getByTestId('player-play').click();
  await expect(theirs.getByTestId('player-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(theirs.getByTestId('playback-message')).toHaveCount(0);
  await other.close();

  // Back on the buyer's confirmation the gift reads as redeemed.
  await page.reload();
  await expect(page.getByText('This gift has been redeemed.')).toBeVisible();
});

test('bad input in the gift form shows errors on its fields and sends nothing', async ({ page, request }) => {
  const buyer = await newAccount(request, 'typo');
  await signIn(page, buyer);
  await openGifts(page);
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v4/gifts/')) sent += 1;
  });
  await page.getByTestId('gifts-item-arena-yearly').getByRole('button', { name: 'Give Arena Annual' }).click();
  const form = page.getByRole('form', { name: 'Your gift of Arena Annual' });
  const email = form.getByRole('textbox', { name: 'Their email' });
  const periods = form.getByRole('textbox', { name: 'Number of years (1 to 3)' });
  await email.fill('not-an-email');
  await periods.fill('4');
  await expect(form.getByTestId('gift-total')).toHaveText('');
  await form.getByTestId('gift-continue').click();

  await expect(email).toHaveAccessibleDescription('Please provide a valid email address');
  await expect(periods).toHaveAccessibleDescription('Choose a number in the range shown');
  await expect(form.getByTestId('form-error')).toHaveText('Please provide a valid email address');
  await expect(form.getByTestId('form-error')).toBeFocused();

  // Fixed one at a time: the errors follow the typing (validated on change after a submit).
  await email.fill('friend@arena.example');
  await expect(email).toHaveAccessibleDescription('');
  await periods.fill('1.5');
  await expect(periods).toHaveAccessibleDescription('Enter a whole number');
  await periods.fill('0');
  await expect(periods).toHaveAccessibleDescription('Choose a number in the range shown');
  await form.getByTestId('gift-continue').click();
  await expect(form.getByTestId('form-error')).toHaveText('Choose a number in the range shown');
  await expect(page.getByTestId('gift-pay')).toHaveCount(0);
  expect(sent).toBe(0);

  // Within the range, it goes through.
  await periods.fill('3');
  await expect(form.getByTestId('gift-total')).toContainText('Total:');
  await form.getByTestId('gift-continue').click();
  await expect(page.getByTestId('gift-summary')).toHaveText('3 years of Arena Annual for friend@arena.example');
  expect(sent).toBe(1);
});

test("a visitor's first visit is the server's catalogue; choosing a gift asks to sign in, then comes back to it", async ({
  page,
  request,
}) => {
  // Public data: the server renders the catalogue itself, even for a browser that keeps a session.
  for (const cookie of ['', 'session-arena=1']) {
    const served = await request.get('/realm/arena/gifts', { headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) } });
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain('data-testid="gifts-item-arena-monthly"');
    expect(html).toContain('Arena Annual');
    expect(html).not.toContain('data-testid="public-shell"');
  }
  // Realms without gifting have no such page.
  expect((await request.get('/realm/club/gifts', { headers: { 'accept-language': 'en-US' } })).status()).toBe(404);

  const email = await newAccount(request, 'visitor');
  await page.goto('/realm/arena/gifts');
  await ready(page);
  await monthly(page).getByRole('button', { name: 'Give Arena Monthly' }).click();
  await expect(monthly(page).getByText('Create an account or sign in to buy Arena Monthly.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  const signIn = monthly(page).getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', /\/realm\/arena\/login\?from=%2Fgifts%3Fgift%3Darena-monthly$/);
  await signIn.click();
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/realm\/arena\/gifts\?gift=arena-monthly$/);
  await expect(page.getByRole('form', { name: 'Your gift of Arena Monthly' })).toBeVisible();
});

test.describe('answers replaced in the page', () => {
  // The worker would answer the catalogue itself (and page.route never sees what it fetches).
  test.use({ serviceWorkers: 'block' });

  test('no gifts for the country reads as such; a failed catalogue shows the error page with a retry', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signIn(page, await newAccount(request, 'empty'));
    let answer: 'empty' | 'fail' | 'real' = 'empty';
    // By path: the app asks for the catalogue in the viewer's language (`?lk=`).
    await page.route(
      (url) => url.pathname === '/api/v4/gifts',
      async (route) => {
        if (answer === 'real') return route.continue();
        if (answer === 'fail') return route.fulfill({ status: 500, json: { status: 500, code: 'INTERNAL', message: 'Down' } });
        return route.fulfill({ json: { gifts: [], taxRateEstimated: { countryCode: 'GB', percent: 20, known: true } } });
      },
    );
    await openGifts(page);
    await expect(page.getByTestId('gifts-empty')).toHaveText('There are no gifts to give here at the moment.');

    consoleErrors.allow(failedToLoad('/api/v4/gifts', 500), /^console\.error: Screen failed:/);
    answer = 'fail';
    await page.goBack();
    await page.getByTestId('purchase-gifts').click();
    await expect(page.getByTestId('route-error')).toBeVisible();
    answer = 'real';
    await page.getByTestId('route-error').getByRole('button').click();
    await expect(monthly(page)).toBeVisible();
  });
});

test('offline the gift form and the pay button are disabled, with the message why', async ({ page, context, request, consoleErrors }) => {
  await signIn(page, await newAccount(request, 'offline'));
  await openGifts(page);
  await monthly(page).getByRole('button', { name: 'Give Arena Monthly' }).click();
  const form = page.getByRole('form', { name: 'Your gift of Arena Monthly' });
  await form.getByRole('textbox', { name: 'Their email' }).fill('friend@arena.example');

  await goOffline(context, consoleErrors);
  await expect(page.getByTestId('gifts-offline')).toHaveText('You are offline: this needs a connection.');
  await expect(form.getByTestId('gift-continue')).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Their email' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('gifts-offline')).toHaveCount(0);
  await form.getByTestId('gift-continue').click();

  const pay = page.getByTestId('gift-pay');
  await expect(pay.getByTestId('pay-card')).toBeEnabled();
  await goOffline(context, consoleErrors);
  await expect(page.getByTestId('gifts-offline')).toBeVisible();
  await expect(pay.getByTestId('pay-card')).toBeDisabled();
  await expect(pay.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
  await context.setOffline(false);
});
