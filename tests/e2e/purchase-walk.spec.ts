// The whole purchase walk of a visitor on a phone (390×844), in both of the spec's step orders
// (§2 checkoutFirstStep): nobody is signed in at the start, the account is made inside the walk
// through the sign-up page and its `from`, and the walk goes on where it was left.
// - Licence first (arena): a pass is chosen, the account made, then the payment method, the
//   billing address and the card; the subscriber-only item then plays.
// - Account first (club, partitioned, no guests): the account before anything (club's sign-in page,
//   whose sign-up comes back to the walk), then the group (step 7), the pass, the payment and the
//   card; the account lists the membership.
import type { Page } from '@playwright/test';
import { DEMO_PLAYBACK } from '../../src/server/db/seed/playback.ts';
import { appReady, CARD, fillCardDetails, toCardStep, uniqueEmail } from './accounts.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'walking-pass-7';

const currentStep = (page: Page) => page.locator('[aria-current="step"]');

/** The sign-up page reached from the walk's account step: every field the realm asks for. */
async function signUp(page: Page, link: string, email: string, fields: Record<string, string>): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await page.getByTestId('signup-submit').click();
}

/** Payment method, billing address (GB) and an approved card, then paid: the confirmation. */
async function payByCard(page: Page, holder: string): Promise<void> {
  await expect(page.getByTestId('purchase-step-2')).toBeVisible();
  await toCardStep(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill(CARD.approve);
  await fillCardDetails(page, holder);
  await page.getByTestId('pay-card').click();
  await expect(page.getByTestId('payment-confirmation')).toBeVisible();
}

test('licence first (arena): a visitor chooses the monthly pass, makes an account on the way, pays by card and plays a subscriber-only item', async ({
  page,
}) => {
  await page.goto('/realm/arena/purchase');
  await appReady(page);
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 5');
  await expect(currentStep(page)).toHaveText('Choose a pass');
  await page.getByTestId('licence-arena-monthly').getByRole('button', { name: 'Choose Arena Monthly' }).click();
  await expect(currentStep(page)).toHaveText('Your account');

  await signUp(page, 'Create an account', uniqueEmail('walk'), { 'Full name': 'Wanda Walker' });
  // Back in the walk as a customer, the pass still chosen: the account step is behind them.
  await expect(page).toHaveURL(/\/realm\/arena\/purchase\?licence=arena-monthly$/);
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 4');
  await page.getByTestId('licence-arena-monthly').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('basket-item')).toHaveText('Arena Monthly');
  await payByCard(page, 'Wanda Walker');
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Arena Monthly.');

  // The item only a pass holder may watch now plays.
  await page.goto(`/realm/arena/video/${DEMO_PLAYBACK.licenceOnly.contentId}`);
  await appReady(page);
  await page.getByTestId('player-play').click();
  await expect(page.getByTestId('player-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(page.getByTestId('playback-message')).toHaveCount(0);
});

test('account first (club): a visitor is asked for an account before anything, then chooses a group and the membership and pays; the account lists it', async ({
  page,
}) => {
  // Club lets nobody in without an account: the walk starts at the sign-in page, whose sign-up
  // link comes back to it.
  await page.goto('/realm/club/purchase');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signUp(page, 'Sign up', uniqueEmail('walk', 'club'), { 'Phone number': '+441234567890' });
  // Club asks its members for more than the form does: the profile prompt, answered.
  const details = page.getByRole('dialog', { name: 'Complete your profile' });
  await details.getByRole('textbox', { name: 'Date of birth (YYYY-MM-DD)' }).fill('1990-04-01');
  // The account's country is the viewer's (US here): its tax number's form.
  await details.getByRole('textbox', { name: 'Tax number' }).fill('123-45-6789');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toBeHidden();
  // Club confirms new emails: the account is made and signed in, and the walk goes on meanwhile.
  await expect(page.getByTestId('signup-confirmation-sent')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/realm\/club\/purchase$/);

  // Partitioned: the group first (step 7), then the pass, the payment and the card.
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 5');
  await expect(currentStep(page)).toHaveText('Your group');
  await page.getByRole('group', { name: 'Group' }).getByRole('radio', { name: 'Local supporters' }).check();
  await page.getByTestId('partition-continue').click();
  await expect(currentStep(page)).toHaveText('Choose a pass');
  await expect(page.getByTestId('licence-club-matchday-pass')).toBeVisible();
  await page.getByTestId('licence-club-membership-monthly').getByRole('button', { name: 'Choose Monthly membership' }).click();
  await expect(page.getByTestId('basket-item')).toHaveText('Monthly membership');
  await payByCard(page, 'Colin Club');
  await expect(page.getByTestId('confirmation-item')).toHaveText('You bought Monthly membership.');

  await page.goto('/realm/club/account?section=subscriptions');
  await appReady(page);
  const membership = page.getByRole('listitem', { name: 'Monthly membership' });
  await expect(membership.getByTestId('subscription-status')).toHaveText('Active');
  await expect(membership.getByTestId('subscription-price')).toHaveText('£4.99 a month');
});
