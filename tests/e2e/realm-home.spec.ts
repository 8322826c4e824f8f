import { expect, test } from './test.ts';
import { GUEST_REALMS, MEMBERS_ONLY_REALMS, computed, drawingFont, initFor, realmSettings, rgb } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

for (const name of MEMBERS_ONLY_REALMS) {
  test(`a visitor to ${name} (no guests) is sent to sign in, with the page to come back to, in the realm's heading font`, async ({
    page,
    request,
  }) => {
    await page.goto(`/realm/${name}/`);
    await expect(page).toHaveURL(new RegExp(`/realm/${name}/login\\?from=%2Fhome$`));
    await expect(page.locator('html')).toHaveAttribute('data-realm', name);
    // Headings in the primary slot's file, though the tertiary slot has the same family in another weight.
    const language = (await realmSettings(request, name)).realmLanguages[0];
    const expected = `${(language?.primaryFontFamily ?? '').replaceAll(' ', '')}-Bold`;
    expect(await drawingFont(page, 'main h1')).toBe(expected);
  });
}

for (const name of GUEST_REALMS) {
  test(`the ${name} home renders with its own colours, logo, menu layout, fonts and labels`, async ({ page, request }) => {
    const realm = await realmSettings(request, name);
    const init = await initFor(request, realm, 'en_US');
    await page.goto(`/realm/${name}/`);

    await expect(page.locator('html')).toHaveAttribute('data-realm', name);
    const nav = page.getByRole('navigation', { name: init.labels?.translations.mainNavigation ?? 'Main navigation' });
    await expect(nav).toHaveAttribute('data-layout', init.menu?.layout ?? realm.appSettings.menuLayout);

    const logo = page.getByRole('img', { name: realm.realmFullName }).first();
    await expect(logo).toBeVisible();
    // Visible is not loaded: the logo may still be arriving.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await computed(page, 'body', 'background-color')).toBe(rgb(realm.settings.backgroundColour));
    expect(await computed(page, '[data-testid="sign-in"]', 'background-color')).toBe(rgb(realm.settings.primaryColour));
    const bodyFont = realm.realmLanguages[0]?.secondaryFontFamily ?? '';
    expect(await computed(page, 'body', 'font-family')).toContain(bodyFont);
    // Drawn by the slot's own file: body text by the secondary one (weight 400 in every demo
    // realm), even where the tertiary slot has the same family in another weight.
    const language = realm.realmLanguages[0];
    const fileName = (family: string | undefined) => (family ?? '').replaceAll(' ', '');
    expect(await drawingFont(page, 'main p')).toMatch(new RegExp(`^${fileName(language?.secondaryFontFamily)}.*-Regular$`));
    expect(await drawingFont(page, 'main h2')).toMatch(new RegExp(`^${fileName(language?.primaryFontFamily)}`));

    const homeLabel = init.menu?.items.find((i) => i.data.view === 'HOME')?.title ?? 'Home';
    await expect(nav.getByRole('link', { name: new RegExp(`^${homeLabel}$`, 'i') })).toBeVisible();

    const firstBucket = init.content?.buckets[0];
    expect(firstBucket, 'init has rails').toBeTruthy();
    await expect(page.getByRole('heading', { level: 2, name: firstBucket?.name })).toBeVisible();
    const card = page.getByRole('region', { name: firstBucket?.name }).getByRole('link').first();
    await expect(card).toHaveAttribute('href', /\/realm\/[a-z]+\/(live|video|playlist|series|season|news)\//);
    const art = card.locator('img').first();
    await art.scrollIntoViewIfNeeded();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await art.getAttribute('src')).toMatch(/\/api\/artwork\/.+\?w=\d+/);

    const transform = await computed(page, 'nav a', 'text-transform');
    expect(transform).toBe(realm.settings.textTransformation === 'UPPERCASE' ? 'uppercase' : 'none');
  });
}

test('arena speaks Portuguese to a pt-BR browser', async ({ browser, request }) => {
  const realm = await realmSettings(request, 'arena');
  const init = await initFor(request, realm, 'pt_BR');
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/realm/arena/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const bucket = init.content?.buckets[0]?.name ?? '';
  await expect(page.getByRole('heading', { level: 2, name: bucket })).toBeVisible();
  const signIn = init.labels?.translations.signIn ?? '';
  expect(signIn).not.toBe('Sign in');
  await expect(page.getByTestId('sign-in')).toHaveText(new RegExp(signIn, 'i'));
  await context.close();
});
