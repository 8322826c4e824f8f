// The purchase flow end to end on a phone (390×844) in arena (licence first, test cards,
// vouchers): the pay-per-view bought from the player's "not licensed" message and then played,
// a declined card, the authorisation step, a voucher refused then applied, a voucher covering
// the whole price paid with zero balance, and a payment repeated after a dropped answer and a
// double click charged once. Each test signs up an account of its own (decision 0037's cards).
import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { appReady, CARD, fillCardDetails, newArenaAccount, signInAt, toCardStep } from './accounts.ts';
import { expect, failedToLoad, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'buying-pass-1';
const newAccount = (request: APIRequestContext, what: string) => newArenaAccount(request, what, PASSWORD, 'Penny Buyer');
const signIn = (page: Page, email: string) => signInAt(page, 'arena', email, PASSWORD);
const PPV = 'arena-ppv-derby';
const PPV_ITEM = 'arena-vod-4';

/** The customer's payments, as the server keeps them. */
async function payments(request: APIRequestContext, email: string) {
  const tokens = await loginByApi(request, 'arena', email, PASSWORD);
  const res = await request.post('/api/v1/customer/history/payment', {
    headers: await apiHeaders(request, 'arena', tokens.authorisationToken),
    data: {},
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { totalCount: number; payments: { status: string; declineReason: string | null }[] };
}

/** From the purchase page with a licence named to the payment method step. */
async function openBasket(page: Page, licenceId: string): Promise<void> {
  await page.goto(`/realm/arena/purchase?licence=${licenceId}`);
  await expect(page.getByTestId('purchase-step-0')).toBeVisible();
  // The step is the server's until the app has started; a tap before that is not replayed.
  await appReady(page);
  await page.getByTestId(`licence-${licenceId}`).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('purchase-step-2')).toBeVisible();
  await expect(page.getByTestId('basket')).toBeVisible();
}

/** From the payment method through the billing address (GB) to the card form, filled. */
async function fillCard(page: Page, number: string): Promise<void> {
  await toCardStep(page);
  // The basket was opened again for the address's country: its tax follows it.
  await expect(page.getByTestId('basket-tax-rate')).toHaveText('Estimated tax rate: 20 % (GB)');
  const number_ = page.getByRole('textbox', { name: 'Card number' });
  await expect(number_).toHaveAttribute('autocomplete', 'cc-number');
  await expect(number_).toHaveAttribute('inputmode', 'numeric');
  await number_.fill(number);
  await fillCardDetails(page, 'Penny Buyer');
}

test('the pay-per-view bought from the player, then it plays', async ({ page, request, consoleErrors }) => {
  const email = await newAccount(request, 'ppv');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad(`/api/v1/playback/${PPV_ITEM}`, 403));

  await page.goto(`/realm/arena/video/${PPV_ITEM}`);
  await page.getByTestId('player-play').click();
  const message = page.getByTestId('playback-message');
  await expect(message).toHaveAttribute('data-message', 'notLicensed');
  await message.getByRole('link', { name: 'Buy' }).click();

  await expect(page).toHaveURL(new RegExp(`/realm/arena/purchase\\?licence=${PPV}&from=`));
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 4');
  await page.getByTestId(`licence-${PPV}`).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('basket-item')).toHaveText('Derby Night Pass');
  await fillCard(page, CARD.approve);
  await page.getByTestId('pay-card').click();

  await expect(page).toHaveURL(/\/realm\/arena\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Derby Night Pass.');
  await expect(page.getByTestId('confirmation-amount')).toContainText('Amount paid:');
  await page.getByTestId('confirmation-watch').click();
  await expect(page).toHaveURL(new RegExp(`/realm/arena/video/${PPV_ITEM}`));
  await expect(page.getByTestId('player-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(page.getByTestId('playback-message')).toHaveCount(0);
  expect((await payments(request, email)).payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('a declined card shows why in the form and nothing is charged', async ({ page, request, consoleErrors }) => {
  const email = await newAccount(request, 'declined');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad('/api/v4/basket/', 402));
  await openBasket(page, PPV);
  await fillCard(page, CARD.decline);
  await page.getByTestId('pay-card').click();
  await expect(page.getByTestId('form-error')).toHaveText('Your card was declined. Try another card.');
  await expect(page.getByTestId('form-error')).toBeFocused();
  await expect(page).toHaveURL(/\/realm\/arena\/purchase/);
  const history = await payments(request, email);
  expect(history.payments.map((p) => [p.status, p.declineReason])).toEqual([['DECLINED', 'CARD_DECLINED']]);

  // Trying again from the start: the address saved the first time fills the form.
  await openBasket(page, PPV);
  await page.getByTestId('method-test-card').click();
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('SW1A 1AA');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
});

test('an expired card is refused with a sentence saying so, and nothing is charged', async ({ page, request, consoleErrors }) => {
  const email = await newAccount(request, 'expired');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad('/api/v4/basket/', 400));
  await openBasket(page, PPV);
  await fillCard(page, CARD.approve);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('01/20');
  await page.getByTestId('pay-card').click();
  // The server's 400 cardRefused (reason EXPIRED_CARD): its own sentence, never the key.
  await expect(page.getByTestId('form-error')).toHaveText('This card has expired. Check the expiry date or use another card.');
  expect((await payments(request, email)).totalCount).toBe(0);
});

test('a card that asks for the authorisation step goes through its page', async ({ page, request, consoleErrors }) => {
  const email = await newAccount(request, 'authorise');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad('/api/v4/payment/', 402));
  await openBasket(page, PPV);
  await fillCard(page, CARD.authorise);
  await page.getByTestId('pay-card').click();

  await expect(page).toHaveURL(/\/realm\/arena\/payment\/authorization\?basket=.*payment=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Confirmation code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // A wrong code first: the provider declines, and the page says so.
  await code.fill('000000');
  await page.getByTestId('authorisation-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The code was not accepted. The payment was not made.');
  expect((await payments(request, email)).payments.map((p) => p.status)).toEqual(['DECLINED']);
});

test('the right authorisation code completes the payment', async ({ page, request }) => {
  const email = await newAccount(request, 'authorised');
  await signIn(page, email);
  await openBasket(page, PPV);
  await fillCard(page, CARD.authorise);
  await page.getByTestId('pay-card').click();
  await expect(page).toHaveURL(/\/payment\/authorization\?/);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill('123456');
  await page.getByTestId('authorisation-submit').click();
  await expect(page).toHaveURL(/\/realm\/arena\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Derby Night Pass.');
  expect((await payments(request, email)).payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('a voucher refused, then another applied and removed', async ({ page, request, consoleErrors }) => {
  const email = await newAccount(request, 'voucher');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad('/api/v4/basket/', 400));
  // Arena shows licences on sign-up: its menu leads a customer to the purchase page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('menu-buy').click();
  await expect(page).toHaveURL(/\/realm\/arena\/purchase$/);
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 4');
  await openBasket(page, PPV);
  const input = page.getByTestId('voucher-input');
  const apply = page.getByTestId('voucher-apply');
  await expect(apply).toBeDisabled();
  await input.fill('NOSUCHCODE');
  await apply.click();
  const refusal = page.getByText('This voucher code does not exist');
  await expect(refusal).toBeVisible();
  // The message belongs to the code tried: another code in the field hides it.
  await input.fill('NOSUCHCODE2');
  await expect(refusal).toHaveCount(0);
  await input.fill('NOSUCHCODE');
  await expect(refusal).toBeVisible();

  const before = await page.getByTestId('basket-total').textContent();
  await input.fill('WELCOME10');
  await apply.click();
  await expect(page.getByTestId('voucher-applied')).toHaveText(/Voucher WELCOME10 applied: Welcome/);
  await expect(page.getByTestId('basket-total')).not.toHaveText(before ?? '');
  await expect(page.getByTestId('basket-discount')).not.toHaveText(/0\.00$/);
  await page.getByRole('button', { name: 'Remove voucher' }).click();
  await expect(page.getByTestId('voucher-input')).toHaveValue('');
  await expect(page.getByTestId('basket-total')).toHaveText(before ?? '');
});

test('a voucher covering the whole price is paid with zero balance, no card', async ({ page, request }) => {
  const email = await newAccount(request, 'free');
  await signIn(page, email);
  await openBasket(page, 'arena-monthly');
  await page.getByTestId('voucher-input').fill('FREEMONTH');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-applied')).toBeVisible();
  await expect(page.getByTestId('method-test-card')).toHaveCount(0);
  await page.getByTestId('pay-zero-balance').click();
  await expect(page).toHaveURL(/\/realm\/arena\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Arena Monthly.');
  const history = await payments(request, email);
  expect(history.payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test('a payment whose answer was lost, retried and double-clicked, is charged once', async ({ page, request, consoleErrors }) => {
  // Room for the slow path below (a charge that outlasts the app's wait) and the reconnection.
  test.setTimeout(90_000);
  const email = await newAccount(request, 'retry');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad('/api/v4/basket/', 'net::ERR_FAILED'));
  await openBasket(page, PPV);
  await fillCard(page, CARD.approve);

  // The first pay reaches the server, which charges; its answer never arrives.
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/v4/basket/*/pay', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.getByTestId('pay-card').click();
  // The server charges before the answer is dropped; on a loaded machine that can outlast the
  // app's 10 s wait for a call, whose timeout is an unknown outcome too, with the same message.
  await expect(page.getByTestId('form-error')).toHaveText(
    'We could not hear back about your payment. Try again: you will not be charged twice.',
    { timeout: 20_000 },
  );
  // The failure put the app offline until it reaches the server again; the walk is kept.
  const pay = page.getByTestId('pay-card');
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(CARD.approve);
  // The retry, clicked twice: the same attempt, sent with the same key.
  await pay.dblclick();
  await expect(page).toHaveURL(/\/realm\/arena\/payment\/confirmation\?basket=/);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  const history = await payments(request, email);
  expect(history.totalCount).toBe(1);
  expect(history.payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
});

test("a visitor's first visit is the server's render of the licences (a kept session's, the shell); the account step asks to sign up or in", async ({
  page,
  request,
}) => {
  // A browser that keeps a session may be a customer's: the server sends the public shell, never a half walk.
  const served = await request.get('/realm/arena/purchase', { headers: { 'accept-language': 'en-US', cookie: 'session-arena=1' } });
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('data-testid="public-shell"');
  expect(html).not.toContain('data-testid="purchase"');
  // A visitor without one is shown the walk's start, the licences, by the server itself.
  const visitor = await (await request.get('/realm/arena/purchase', { headers: { 'accept-language': 'en-US' } })).text();
  expect(visitor).not.toContain('data-testid="public-shell"');
  expect(visitor).toContain('data-testid="purchase-step-0"');
  expect(visitor).toContain('data-testid="licence-arena-yearly"');

  // In the browser (hydration warnings fail the test), a visitor walks licence first: 5 steps.
  await page.goto(`/realm/arena/purchase`);
  await appReady(page);
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 5');
  const step = page.getByRole('navigation', { name: 'Purchase steps' }).getByRole('listitem');
  await expect(step).toHaveText(['Choose a pass', 'Your account', 'Payment method', 'Billing address', 'Card details']);
  await expect(page.getByTestId('licence-arena-yearly')).toContainText('Best value');
  await expect(page.getByTestId('licence-arena-yearly').getByTestId('licence-price')).toContainText('per year');
  await page.getByTestId('licence-arena-yearly').getByRole('button', { name: 'Choose Arena Annual' }).click();
  await expect(page.getByTestId('purchase-step-1')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText('Your account');
  const signup = page.getByRole('link', { name: 'Create an account' });
  await expect(signup).toHaveAttribute('href', /\/realm\/arena\/signup\?from=%2Fpurchase%3Flicence%3Darena-yearly/);
  await page.getByTestId('purchase-back').click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('Choose a pass');
});
