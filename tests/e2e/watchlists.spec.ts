// Adding an item to a watchlist from its page, in a realm with watchlists (cinema): the menu
// lists the viewer's own lists, the item lands in the chosen one on the server, and the
// watchlists page shows it after a reload. Visitors never see the control.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, goOffline, test } from './test.ts';
import type { AuthTokens, ViewingProfile } from '../../src/contracts/session.ts';
import { apiHeaders, loginByApi } from './fixtures.ts';

const ITEM = 'cinema-vod-3';

async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
}

/** The demo viewer's adult profile, signed in as the app keeps a session, with a new list of its own. */
async function signedInWithList(
  page: Page,
  request: APIRequestContext,
): Promise<{ listId: string; name: string; headers: Record<string, string> }> {
  const account = await loginByApi(request, 'cinema', 'viewer@cinema.example', 'demo-pass-1');
  const accountHeaders = await apiHeaders(request, 'cinema', account.authorisationToken);
  const profiles = (await (await request.get('/api/v1/user/profiles', { headers: accountHeaders })).json()) as ViewingProfile[];
  const adult = profiles.find((profile) => profile.type !== 'CHILD');
  const selected = await request.post(`/api/v1/user/profiles/${adult?.id}/select`, { headers: accountHeaders, data: {} });
  expect(selected.status(), await selected.text()).toBe(200);
  const tokens = (await selected.json()) as AuthTokens;
  const headers = await apiHeaders(request, 'cinema', tokens.authorisationToken);
  const name = `Later ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post('/api/v1/watchlists', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const stored = {
    tokens: { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, exp: tokens.exp },
    cookiePolicyAgreed: true,
  };
  await page.addInitScript((value) => localStorage.setItem('session:cinema', value), JSON.stringify(stored));
  return { listId: ((await created.json()) as { id: string }).id, name, headers };
}

test('a customer adds an item to one of their watchlists from its page and finds it there', async ({ page, request }) => {
  const { listId, name, headers } = await signedInWithList(page, request);
  await page.goto(`/realm/cinema/video/${ITEM}`);
  await waitForApp(page);
  const add = page.getByTestId('add-to-watchlist');
  await add.click();
  const choice = page.getByRole('menuitem', { name });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/api/v1/watchlists/${listId}/items/${ITEM}`),
  );
  await choice.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Added to your watchlist')).toBeVisible();
  await expect(add).toBeFocused();

  const list = (await (await request.get(`/api/v1/watchlists/${listId}`, { headers })).json()) as { items: { id: string }[] };
  expect(list.items.map((item) => item.id)).toEqual([ITEM]);
  await page.goto('/realm/cinema/watchlists');
  await waitForApp(page);
  const row = page.getByTestId('watchlist').filter({ hasText: name });
  await expect(row).toContainText('1 item');
});

test('a visitor sees no watchlist control', async ({ page }) => {
  await page.goto(`/realm/cinema/video/${ITEM}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('add-to-watchlist')).toHaveCount(0);
});

test('offline, creating, renaming and deleting lists are off and say why; back online they are on again', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  const { name } = await signedInWithList(page, request);
  // Opened first, with a session kept but no hint cookie: the server renders the page for nobody
  // (a sign-in prompt) and the app loads the lists once it knows the session.
  await page.goto('/realm/cinema/watchlists');
  await waitForApp(page);
  const row = page.getByTestId('watchlist').filter({ hasText: name });
  const create = page.getByTestId('watchlist-create').getByRole('button');
  await expect(create).toBeEnabled();
  await expect(row.getByRole('button', { name: 'Rename' })).toBeEnabled();

  await goOffline(context, consoleErrors);
  await expect(page.getByTestId('watchlists-offline')).toHaveText('You are offline: this needs a connection.');
  await expect(create).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByTestId('watchlists-offline')).toHaveCount(0);
  await expect(create).toBeEnabled();
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeEnabled();
});
