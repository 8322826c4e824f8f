// Partitions end to end on a phone (390×844) in club, the demo's PARTITIONED realm (decision
// 0042): a member without a partition meets step 7 first in the purchase walk, and the partition
// chosen there decides the passes offered (the matchday pass is for local supporters only); the
// legacy /partitions address leads to the account's partitions section, where the partition is
// changed, and the purchase walk then offers the matchday pass without asking again.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, loginByApi } from './fixtures.ts';
import { signInAt, uniqueEmail } from './accounts.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const PASSWORD = 'member-pass-1';

async function newMember(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('member', 'club');
  const created = await request.post('/api/v1/user', {
    headers: await apiHeaders(request, 'club'),
    data: {
      email,
      secret: PASSWORD,
      consentAnswers: [{ promptField: 'termsAndConditions', answer: true }],
      meta_fields: { phoneNumber: '+441234567890' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  // Club asks its members for a birth date and a tax number too: given here, so no prompt opens.
  const tokens = await loginByApi(request, 'club', email, PASSWORD);
  const details = await request.put('/api/v1/user/profile', {
    headers: await apiHeaders(request, 'club', tokens.authorisationToken),
    data: { countryCode: 'PT', birthDate: '1990-01-01', taxNumber: '123456789' },
  });
  expect(details.status(), await details.text()).toBe(200);
  return email;
}

const signIn = (page: Page, email: string) => signInAt(page, 'club', email, PASSWORD, /\/realm\/club\/home/);

test('the partition chosen first decides the passes; the account section changes it', async ({ page, request }) => {
  const email = await newMember(request);
  await signIn(page, email);

  await page.goto('/realm/club/purchase');
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 5');
  await expect(page.locator('[aria-current="step"]')).toHaveText('Your group');
  const groups = page.getByRole('group', { name: 'Group' });
  await expect(groups.getByRole('radio')).toHaveCount(2);
  // Nothing chosen: the form says so.
  await page.getByTestId('partition-continue').click();
  await expect(page.getByTestId('form-error')).toHaveText('Choose a group');
  await groups.getByRole('radio', { name: 'Overseas supporters' }).check();
  await page.getByTestId('partition-continue').click();
  await expect(page.getByTestId('purchase-step-0')).toBeVisible();
  await expect(page.getByTestId('licence-club-membership-monthly')).toBeVisible();
  await expect(page.getByTestId('licence-club-matchday-pass')).toHaveCount(0);
  // Saved on the server: the member's tokens name it.
  const tokens = await loginByApi(request, 'club', email, PASSWORD);
  const own = await request.get('/api/v1/user/partition', { headers: await apiHeaders(request, 'club', tokens.authorisationToken) });
  expect(await own.json()).toEqual({ partition: 'overseas' });

  // The legacy address leads to the account's partitions section.
  await page.goto('/realm/club/partitions');
  await expect(page).toHaveURL(/\/realm\/club\/account\?section=partitions$/);
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await expect(nav.getByRole('link', { name: 'Your group' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('partition-current')).toHaveText('You belong to: Overseas supporters');
  await page.getByRole('group', { name: 'Group' }).getByRole('radio', { name: 'Local supporters' }).check();
  await page.getByTestId('partition-save').click();
  await expect(page.getByTestId('partition-saved')).toHaveText('Your group is saved.');
  await expect(page.getByTestId('partition-current')).toHaveText('You belong to: Local supporters');

  // The walk no longer asks, and the matchday pass is offered: its basket opens.
  await page.goto('/realm/club/purchase');
  await expect(page.getByTestId('purchase-step-count')).toHaveText('Step 1 of 4');
  await page.getByTestId('licence-club-matchday-pass').getByRole('button', { name: 'Choose Matchday pass' }).click();
  await expect(page.getByTestId('purchase-step-2')).toBeVisible();
  await expect(page.getByTestId('basket-item')).toHaveText('Matchday pass');
});
