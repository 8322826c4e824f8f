// Accounts for the end-to-end specs that buy or manage things: a fresh customer made through the
// API (the terms answered, the realm's extra sign-up field given), signed in through the login
// page as a viewer would; and the built-in test-card provider's numbers with an expiry two years
// on (src/server/services/commerce/test-card.ts: which numbers approve, decline or ask the bank).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiHeaders } from './fixtures.ts';

export const CARD = {
  approve: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  decline: '4000 0000 0000 0002',
  authorise: '4000 0027 6000 3184',
};

/** December, two years on: never expired while a test runs. */
export const expiry = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** An address nobody else's test uses: `what` names the spec in the server's logs. */
export const uniqueEmail = (what: string, realm = 'arena') =>
  `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@${realm}.example`;

/** A new arena customer (its sign-up rules: a full name and the terms); their email. */
export async function newArenaAccount(request: APIRequestContext, what: string, password: string, fullName: string): Promise<string> {
  const email = uniqueEmail(what);
  const created = await request.post('/api/v1/user', {
    headers: await apiHeaders(request, 'arena'),
    data: { email, secret: password, consentAnswers: [{ promptField: 'termsAndConditions', answer: true }], meta_fields: { fullName } },
  });
  expect(created.status(), await created.text()).toBe(200);
  return email;
}

export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
}

/** The login form filled and sent (the page is on it already). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in at `realm`'s login page and waits for where the sign-in lands (its home by default). */
export async function signInAt(page: Page, realm: string, email: string, password: string, landing?: RegExp): Promise<void> {
  await page.goto(`/realm/${realm}/login`);
  await appReady(page);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(landing ?? new RegExp(`/realm/${realm}/home$`));
}

/** From the payment method step: the test card provider, a billing address in GB, on to the card form. */
export async function toCardStep(page: Page): Promise<void> {
  await page.getByTestId('method-test-card').click();
  await expect(page.getByTestId('purchase-step-3')).toBeVisible();
  await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('SW1A 1AA');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('purchase-step-4')).toBeVisible();
}

/** The card form's fields after the number (in the page, or the part holding the form): expiry, code, holder. */
export async function fillCardDetails(form: Page | Locator, holder: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry());
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill(holder);
}
