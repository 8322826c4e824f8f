// The subscriptions and payment details sections offline (decision 0040), with the service
// worker active: visited signed in, their reads (subscriptions, price migrations, cards,
// addresses) are kept per viewer (`personal`), so after going offline each section reopens from
// the cache with its actions off and the reason; the payment history, a POST the worker never
// keeps, says it needs a connection.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, loginByApi } from '../e2e/fixtures.ts';
import { newArenaAccount } from '../e2e/accounts.ts';
import { expect, goOffline, test } from '../e2e/test.ts';
import { cachedIn, OFFLINE_NOTICE, ready, underTheWorker } from './worker.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'offline-pass-1';
const cached = (page: Page, ...parts: string[]) => cachedIn(page, 'personal', ...parts);

async function customerWithSubscription(request: APIRequestContext): Promise<string> {
  const email = await newArenaAccount(request, 'offline-billing', PASSWORD, 'Off Line');
  const { authorisationToken } = await loginByApi(request, 'arena', email, PASSWORD);
  const headers = await apiHeaders(request, 'arena', authorisationToken);
  const basket = await request.post('/api/v4/basket', { headers, data: { licenceId: 'arena-monthly' } });
  const { id } = (await basket.json()) as { id: string };
  const paid = await request.post(`/api/v4/basket/${id}/pay`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      paymentProvider: 'test-card',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123' },
      saveCard: true,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return email;
}

test('subscriptions and payment details seen online reopen offline from the cache, actions off with the reason', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const email = await customerWithSubscription(request);
  await page.goto('/realm/arena/login');
  await ready(page);
  await underTheWorker(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);

  await page.goto('/realm/arena/account?section=paymentdetails');
  await ready(page);
  await expect(page.getByTestId('card')).toHaveCount(1);
  await expect(page.getByTestId('payment')).toHaveCount(1);
  await page.goto('/realm/arena/account?section=subscriptions');
  await ready(page);
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await cached(
    page,
    '/api/v1/customer/subscriptions',
    '/api/v1/customer/price-migrations',
    '/api/v1/customer/cards',
    '/api/v1/user/address',
  );

  await goOffline(context, consoleErrors);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByTestId('account-offline')).toHaveText(OFFLINE_NOTICE);
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('subscription-cancel')).toBeDisabled();

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Payment details' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  await expect(page.getByTestId('account-offline')).toHaveText(OFFLINE_NOTICE);
  await expect(page.getByTestId('card')).toContainText('ending 4242');
  await expect(page.getByTestId('card-delete')).toBeDisabled();
  await expect(page.getByTestId('history-unavailable')).toHaveText('Payment history needs a connection.');
  await expect(page.getByTestId('billing-details-save')).toBeDisabled();

  // Back online, the history is read again without a reload.
  await context.setOffline(false);
  await expect(page.getByTestId('payment')).toHaveCount(1, { timeout: 15_000 });
});
