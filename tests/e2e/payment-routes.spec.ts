// The payment routes of decision 0042 end to end on a phone (390×844) in arena: a card kept at
// the first purchase is offered at the next one and pays by its id; a payment the bank's step
// declined is paid another way on the pay page; a subscription's card is changed on the payment
// update page from the account; an external link to the licence redirect route, followed before
// signing in, lands on that licence's purchase once signed in. Each test signs up its own account.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { appReady, CARD, expiry, newArenaAccount, signInAt, toCardStep } from './accounts.ts';
import { expect, failedToLoad, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'paying-pass-1';
const newAccount = (request: APIRequestContext, what: string) => newArenaAccount(request, what, PASSWORD, 'Pat Payer');
const signIn = (page: Page, email: string, landing?: RegExp) => signInAt(page, 'arena', email, PASSWORD, landing);

async function payments(request: APIRequestContext, email: string) {
  const tokens = await loginByApi(request, 'arena', email, PASSWORD);
  const res = await request.post('/api/v1/customer/history/payment', {
    headers: await apiHeaders(request, 'arena', tokens.authorisationToken),
    data: {},
  });
  return (await res.json()) as { payments: { status: string; card: { lastFour: string } | null }[] };
}

/** From the purchase page with a licence named, through the method and the address, to the card step. */
async function openCardStep(page: Page, licenceId: string): Promise<void> {
  await page.goto(`/realm/arena/purchase?licence=${licenceId}`);
  // A full load is served by the server first: a tap on its button before the app has started
  // is not replayed (on a slow machine the walk then still shows its first step).
  await appReady(page);
  await page.getByTestId(`licence-${licenceId}`).getByRole('button', { name: 'Continue' }).click();
  await toCardStep(page);
}

async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry());
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
}

test('a card kept at the first purchase is offered at the next and pays by its id', async ({ page, request }) => {
  const email = await newAccount(request, 'saved');
  await signIn(page, email);
  await openCardStep(page, 'arena-ppv-derby');
  // No saved card yet: the new card's fields, and the box that keeps it.
  await expect(page.getByTestId('saved-cards')).toHaveCount(0);
  await typeCard(page, CARD.approve);
  await page.getByRole('checkbox', { name: 'Save this card for later payments' }).check();
  await page.getByTestId('pay-card').click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?basket=/);

  await openCardStep(page, 'arena-yearly');
  const saved = page.getByRole('group', { name: 'Pay with' });
  await expect(saved.getByRole('radio')).toHaveCount(2);
  await expect(saved.getByRole('radio', { name: /^Visa •••• 4242, expires/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  // Choosing "a new card" shows the fields again; back to the saved one hides them.
  await saved.getByRole('radio', { name: 'A new card' }).check();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await saved.getByRole('radio', { name: /^Visa •••• 4242/ }).check();
  const bodies: unknown[] = [];
  await page.route('**/api/v4/basket/*/pay', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.getByTestId('pay-card').click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Arena Annual.');
  expect(bodies.map((b) => Object.keys(b as object).sort())).toEqual([['cardId', 'paymentProvider']]);
  const history = await payments(request, email);
  expect(history.payments.map((p) => [p.status, p.card?.lastFour])).toEqual([
    ['SUCCEEDED', '4242'],
    ['SUCCEEDED', '4242'],
  ]);
});

test('a payment the bank step declined is paid another way on the pay page', async ({ page, request, consoleErrors }) => {
  const email = await newAccount(request, 'payagain');
  await signIn(page, email);
  consoleErrors.allow(failedToLoad('/api/v4/payment/', 402));
  await openCardStep(page, 'arena-ppv-derby');
  await typeCard(page, CARD.authorise);
  await page.getByTestId('pay-card').click();
  await expect(page).toHaveURL(/\/payment\/authorization\?/);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill('000000');
  await page.getByTestId('authorisation-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The code was not accepted. The payment was not made.');

  await page.getByTestId('authorisation-pay-another-way').click();
  await expect(page).toHaveURL(/\/realm\/arena\/pay\?basket=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
  await expect(page.getByTestId('basket')).toBeVisible();
  await typeCard(page, CARD.mastercard);
  await page.getByTestId('pay-card').click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Derby Night Pass.');

  // Paid now: the pay page says so and links to the confirmation.
  const basket = new URL(page.url()).searchParams.get('basket') ?? '';
  await page.goto(`/realm/arena/pay?basket=${basket}`);
  await expect(page.getByTestId('pay-already-paid')).toHaveText('This basket has already been paid.');
  await page.getByRole('link', { name: 'See your purchase' }).click();
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Derby Night Pass.');
  expect((await payments(request, email)).payments.map((p) => p.status)).toEqual(['SUCCEEDED', 'DECLINED']);
});

test("a subscription's card is changed on the payment update page", async ({ page, request }) => {
  const email = await newAccount(request, 'update');
  const tokens = await loginByApi(request, 'arena', email, PASSWORD);
  const headers = await apiHeaders(request, 'arena', tokens.authorisationToken);
  for (const [licenceId, number] of [
    ['arena-monthly', CARD.approve],
    ['arena-ppv-derby', CARD.mastercard],
  ] as const) {
    const basket = await request.post('/api/v4/basket', { headers, data: { licenceId } });
    const { id } = (await basket.json()) as { id: string };
    const paid = await request.post(`/api/v4/basket/${id}/pay`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: {
        paymentProvider: 'test-card',
        card: { number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123' },
        saveCard: true,
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  await signIn(page, email);
  await page.goto('/realm/arena/account?section=subscriptions');
  const item = page.getByTestId('subscription');
  await expect(item.getByTestId('subscription-card')).toHaveText('Visa •••• 4242');
  await item.getByRole('link', { name: 'Change card' }).click();

  await expect(page).toHaveURL(/\/realm\/arena\/payment\/update\?subscription=/);
  await expect(page.getByTestId('payment-update-current')).toHaveText(/^Renews with Visa •••• 4242, expires/);
  const cards = page.getByRole('group', { name: 'Renew with' });
  await expect(cards.getByRole('radio', { name: /^Visa •••• 4242/ })).toBeChecked();
  await cards.getByRole('radio', { name: /^Mastercard •••• 4444/ }).check();
  await page.getByTestId('payment-update-submit').click();
  await expect(page.getByText('Your subscription now renews with Mastercard •••• 4444.')).toBeVisible();
  await expect(page).toHaveURL(/\/realm\/arena\/account\?section=subscriptions$/);
  await expect(page.getByTestId('subscription').getByTestId('subscription-card')).toHaveText('Mastercard •••• 4444');
});

test('an external licence link followed before signing in leads to that purchase after the sign-in', async ({ page, request }) => {
  const email = await newAccount(request, 'redirect');
  // Arena lets visitors browse: the guard sends them to the default target, and the flag keeps the licence.
  await page.goto('/realm/arena/licence-redirect?licence=arena-monthly');
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await appReady(page);
  expect(await page.evaluate(() => localStorage.getItem('externalLicenceRedirect'))).toBe('arena-monthly');

  await signIn(page, email, /\/realm\/arena\/purchase\?licence=arena-monthly$/);
  await expect(page.getByTestId('licence-arena-monthly').getByRole('button', { name: 'Continue' })).toBeVisible();
  // Spent: the next visit to the sign-in page (signed in) shows it as usual.
  expect(await page.evaluate(() => localStorage.getItem('externalLicenceRedirect'))).toBeNull();

  // A licence the realm does not sell: the page says so and links to the passes.
  await page.goto('/realm/arena/licence-redirect?licence=cinema-monthly');
  await expect(page.getByTestId('licence-redirect-unknown')).toHaveText('The pass you were sent here for is not on sale here.');
  await page.getByRole('link', { name: 'See the passes' }).click();
  await expect(page).toHaveURL(/\/realm\/arena\/purchase$/);
});
