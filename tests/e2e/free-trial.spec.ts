// The free trial end to end on a phone (390×844) in cinema, whose trial is compulsory (decision
// 0042): the monthly pass's basket shows seven free days, nothing due today and the first
// charge's date; paying asks for the terms' acknowledgement first (the form says so and sends
// nothing); acknowledged, the bank's step (cinema sends every card through it) and the
// confirmation say nothing was charged and when the first charge is; the account's subscription
// shows the trial and the card kept for it.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { HEADER } from '../../src/contracts/headers.ts';
import { leadingZeroBits, proofInput, type CaptchaChallenge } from '../../src/contracts/proof-of-work.ts';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { expiry, signInAt, uniqueEmail } from './accounts.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'trial-pass-1';
const signIn = (page: Page, email: string) => signInAt(page, 'cinema', email, PASSWORD, /\/realm\/cinema\/home/);

/** The first nonce whose SHA-256 of `salt:nonce` has the challenge's zero bits (as the app solves it). */
function solve(challenge: CaptchaChallenge): string {
  for (let n = 0; ; n++) {
    if (
      leadingZeroBits(
        createHash('sha256')
          .update(proofInput(challenge.salt, String(n)))
          .digest(),
      ) >= challenge.difficulty
    )
      return String(n);
  }
}

async function newAccount(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('trial', 'cinema');
  const headers = await apiHeaders(request, 'cinema');
  const data = {
    email,
    secret: PASSWORD,
    consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
    meta_fields: { preferredName: 'Tri' },
  };
  // Cinema's sign-up asks for a captcha: the challenge is answered as the app answers it.
  const asked = await request.post('/api/v1/user', { headers, data });
  expect(asked.status(), await asked.text()).toBe(428);
  const { challenge } = ((await asked.json()) as { details: { challenge: CaptchaChallenge } }).details;
  const answer = JSON.stringify({ id: challenge.id, secrets: [{ type: 'CAPTCHA', value: solve(challenge) }] });
  const created = await request.post('/api/v1/user', { headers: { ...headers, [HEADER.challenge]: answer }, data });
  expect(created.status(), await created.text()).toBe(200);
  // Cinema needs a full name on every account: given here, so no missing-details prompt opens.
  const tokens = await loginByApi(request, 'cinema', email, PASSWORD);
  const named = await request.put('/api/v1/user/profile', {
    headers: await apiHeaders(request, 'cinema', tokens.authorisationToken),
    data: { name: { fullName: 'Tri Al' } },
  });
  expect(named.status(), await named.text()).toBe(200);
  return email;
}

test('the compulsory trial is acknowledged before paying; nothing is charged and the first charge is dated', async ({ page, request }) => {
  const email = await newAccount(request);
  await signIn(page, email);
  await page.goto('/realm/cinema/purchase?licence=cinema-monthly');
  await page.getByTestId('licence-cinema-monthly').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('basket-trial')).toHaveText('7 days');
  await expect(page.getByTestId('basket-due-today')).toHaveText('€0.00');
  await page.getByTestId('method-test-card').click();
  await page.getByRole('combobox', { name: 'Country' }).selectOption('PT');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('purchase-step-4')).toBeVisible();

  const terms = page.getByRole('region', { name: 'Your free trial' });
  await expect(terms).toContainText('Your 7-day free trial starts today and ends on');
  await expect(terms).toContainText('Nothing is charged today');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry());
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  let pays = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/pay') && r.method() === 'POST') pays++;
  });
  const start = page.getByTestId('pay-card');
  await expect(start).toHaveText('Start free trial');
  // Not acknowledged: the form says so, on the box, and nothing is sent.
  await start.click();
  await expect(page.getByTestId('form-error')).toHaveText('Confirm that you understand the free trial’s terms to go on');
  const box = page.getByRole('checkbox', { name: 'I understand the free trial’s terms' });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(pays).toBe(0);

  await box.check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/pay') && r.method() === 'POST');
  await start.click();
  await sent;
  await expect(page).toHaveURL(/\/realm\/cinema\/payment\/authorization\?/);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill('123456');
  await page.getByTestId('authorisation-submit').click();
  await expect(page).toHaveURL(/\/realm\/cinema\/payment\/confirmation\?basket=/);
  await expect(page.getByTestId('confirmation-amount')).toHaveText('Amount paid: €0.00');
  await expect(page.getByTestId('confirmation-trial')).toContainText('Your free trial runs until');

  await page.goto('/realm/cinema/account?section=subscriptions');
  const item = page.getByTestId('subscription');
  await expect(item.getByTestId('subscription-trial')).toHaveText(/^Until \w+ \d{1,2}, \d{4}$/);
  await expect(item.getByTestId('subscription-card')).toHaveText('Visa •••• 4242');
});
