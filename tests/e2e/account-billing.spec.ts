// The account's subscriptions and payment details end to end on a phone (390×844), in arena: a
// fresh account buys a monthly subscription and a pay-per-view through the API with two saved
// cards; the subscriptions section shows the subscription, which is cancelled and reactivated
// through the confirm steps (spec §2 steps 5 and 6); the payment details list both cards, one
// is removed after its confirmation, and the history lists both payments. A gift bought through
// the API is redeemed from its mailed link on the gift redemption page.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OutboxMessage } from '../../src/contracts/session.ts';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { newArenaAccount, signInAt } from './accounts.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'billing-pass-1';
const newAccount = (request: APIRequestContext) => newArenaAccount(request, 'billing', PASSWORD, 'Bill Payer');
const signIn = (page: Page, email: string) => signInAt(page, 'arena', email, PASSWORD);
const card = (number: string) => ({
  number,
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Bill Payer',
});

/** Buys a licence through the API with a test card kept for later (as commerce-pay.test.ts does). */
async function buy(request: APIRequestContext, token: string, licenceId: string, number: string): Promise<void> {
  const headers = await apiHeaders(request, 'arena', token);
  const basket = await request.post('/api/v4/basket', { headers, data: { licenceId } });
  expect(basket.status(), await basket.text()).toBe(201);
  const { id } = (await basket.json()) as { id: string };
  const paid = await request.post(`/api/v4/basket/${id}/pay`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { paymentProvider: 'test-card', card: card(number), saveCard: true },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

test('subscriptions: shown, cancelled and reactivated through the confirm steps; payment details: cards removed, history listed', async ({
  page,
  request,
}) => {
  const email = await newAccount(request);
  const tokens = await loginByApi(request, 'arena', email, PASSWORD);
  await buy(request, tokens.authorisationToken, 'arena-monthly', '4242 4242 4242 4242');
  await buy(request, tokens.authorisationToken, 'arena-ppv-derby', '5555555555554444');
  await signIn(page, email);

  await page.goto('/realm/arena/account?section=subscriptions');
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await expect(nav.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
  const item = page.getByTestId('subscription');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: 'Arena Monthly' })).toBeVisible();
  await expect(item.getByTestId('subscription-status')).toHaveText('Active');
  await expect(item.getByTestId('subscription-price')).toHaveText('R$49.90 a month');
  await expect(item.getByTestId('subscription-next-billing')).toHaveText(/\w+ \d{1,2}, \d{4}/);

  // Step 5: the question first, its answer focused; keeping it changes nothing.
  await item.getByTestId('subscription-cancel').click();
  const cancelStep = item.getByTestId('confirm-cancellation');
  await expect(cancelStep).toHaveAttribute('data-step', '5');
  await expect(cancelStep.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
  await cancelStep.getByRole('button', { name: 'Keep as it is' }).click();
  await expect(item.getByTestId('subscription-status')).toHaveText('Active');
  await item.getByTestId('subscription-cancel').click();
  await item.getByTestId('confirm-cancellation-yes').click();
  await expect(item.getByTestId('subscription-status')).toHaveText('Cancelled');
  await expect(item.getByTestId('subscription-active-until')).toContainText('Cancelled: stays active until');
  await expect(item.getByTestId('subscription-next-billing')).toHaveCount(0);

  // Step 6: reactivated, it renews again.
  await item.getByTestId('subscription-reactivate').click();
  await expect(item.getByTestId('confirm-reactivation')).toHaveAttribute('data-step', '6');
  await item.getByTestId('confirm-reactivation-yes').click();
  await expect(item.getByTestId('subscription-status')).toHaveText('Active');
  await expect(item.getByTestId('subscription-next-billing')).toBeVisible();

  await nav.getByRole('link', { name: 'Payment details' }).click();
  await expect(page).toHaveURL(/section=paymentdetails/);
  const cards = page.getByTestId('card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('card-description')).toContainText([/ending 4444/, /ending 4242/]);
  const history = page.getByTestId('payment');
  await expect(history).toHaveCount(2);
  await expect(history.filter({ hasText: 'Arena Monthly' })).toContainText('Paid');

  const visa = cards.filter({ hasText: 'ending 4242' });
  await visa.getByTestId('card-delete').click();
  await expect(visa.getByRole('button', { name: 'Yes, remove it' })).toBeFocused();
  await visa.getByTestId('card-delete-confirm-yes').click();
  await expect(page.getByTestId('card-deleted')).toHaveText('The card is removed.');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('ending 4444');

  // What the server says afterwards, not only the page.
  const left = await request.get('/api/v1/customer/cards?rpp=20&p=1', {
    headers: await apiHeaders(request, 'arena', tokens.authorisationToken),
  });
  expect(((await left.json()) as { cards: { lastFour: string }[] }).cards.map((c) => c.lastFour)).toEqual(['4444']);
});

test('no subscriptions: the section says so and links to the purchase route', async ({ page, request }) => {
  const email = await newAccount(request);
  await signIn(page, email);
  await page.goto('/realm/arena/account?section=subscriptions');
  await expect(page.getByTestId('subscriptions-empty')).toContainText('You have no subscriptions.');
  await expect(page.getByRole('link', { name: 'See what you can subscribe to' })).toHaveAttribute('href', '/realm/arena/purchase');
});

test('a gift bought through the API is redeemed by its recipient from the mailed link, once', async ({ page, request }) => {
  const buyerEmail = await newAccount(request);
  const recipientEmail = await newAccount(request);
  const { authorisationToken } = await loginByApi(request, 'arena', buyerEmail, PASSWORD);
  const headers = await apiHeaders(request, 'arena', authorisationToken);
  const basket = await request.post('/api/v4/gifts/arena-monthly/basket', {
    headers,
    data: { recipientEmail, note: 'For the derby', options: { numberOfPeriods: { type: 'INT_RANGE', value: 3 } } },
  });
  expect(basket.status(), await basket.text()).toBe(201);
  const { id } = (await basket.json()) as { id: string };
  const paid = await request.post(`/api/v4/basket/${id}/pay`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { paymentProvider: 'test-card', card: card('4242424242424242') },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const mails = await request.get(`/api/dev/outbox?realm=arena&to=${encodeURIComponent(recipientEmail)}`);
  const link = ((await mails.json()) as OutboxMessage[]).find((m) => m.kind === 'GIFT')?.link ?? '';
  expect(link).toMatch(/^\/realm\/arena\/gifts\/redeem\?id=[0-9a-f-]{36}$/);

  await signIn(page, recipientEmail);
  await page.goto(link);
  const gift = page.getByTestId('gift');
  await expect(gift.getByRole('heading', { level: 2, name: 'Arena Monthly' })).toBeVisible();
  await expect(gift.getByTestId('gift-length')).toHaveText('3 months');
  await expect(gift.getByTestId('gift-note')).toHaveText('For the derby');
  await gift.getByTestId('gift-redeem').click();
  await expect(gift.getByTestId('gift-status')).toHaveText(/^Arena Monthly is yours until \w+ \d{1,2}, \d{4}\. Enjoy!$/);
  await expect(gift.getByTestId('gift-redeem')).toHaveCount(0);

  // Entered by hand afterwards (as a typed id): already redeemed, nothing to press.
  await page.goto('/realm/arena/gifts/redeem');
  await page.getByRole('textbox', { name: 'Redemption id' }).fill(`  ${link.split('id=')[1]?.toUpperCase() ?? ''} `);
  await page.getByTestId('gift-find').click();
  await expect(page.getByTestId('gift-status')).toHaveText('This gift has already been redeemed.');
  await expect(page.getByTestId('gift-redeem')).toHaveCount(0);
  // The recipient's subscriptions section does not list it: a gift does not renew.
  await page.goto('/realm/arena/account?section=subscriptions');
  await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
});
