// First visits arrive server-rendered: readable before any script, hydrated without a
// mismatch or a repeated request, and the service worker's shell takes over once installed.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import type { AuthTokens, ViewingProfile } from '../../src/contracts/session.ts';
import { GUEST_REALMS, MEMBERS_ONLY_REALMS, apiHeaders, initFor, loginByApi, realmSettings } from './fixtures.ts';
import { appReady } from './accounts.ts';
import { holdFonts } from './held-fonts.ts';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

for (const name of MEMBERS_ONLY_REALMS) {
  test(`the ${name} home (no guests) is served as its public shell to a browser keeping a session`, async ({ request }) => {
    const response = await request.get(`/realm/${name}/home`, { headers: { 'accept-language': 'en-US', cookie: `session-${name}=1` } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="public-shell"');
    expect(html).not.toContain('</h2>');
  });

  test(`the ${name} home (no guests) opens on its sign-in form, rendered by the server, for a first visit`, async ({ page }) => {
    const response = await page.goto(`/realm/${name}/home`);
    expect(await response?.text()).toContain('type="password"');
    await expect(page).toHaveURL(new RegExp(`/realm/${name}/login\\?from=%2Fhome$`));
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === `session-${name}`)).toBe(false);
  });
}

test("a new visitor's history is served as its empty state; a browser keeping a session gets the loading state", async ({ request }) => {
  const served = async (cookie?: string) => {
    const headers: Record<string, string> = { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) };
    const response = await request.get('/realm/arena/history', { headers });
    expect(response.status()).toBe(200);
    return response.text();
  };
  const first = await served();
  expect(first).toContain('data-testid="history-empty"');
  expect(first).toContain('aria-busy="false"');
  const returning = await served('session-arena=1');
  expect(returning).not.toContain('data-testid="history-empty"');
  expect(returning).toContain('aria-busy="true"');
});

for (const name of GUEST_REALMS) {
  test(`the ${name} home as served, before any script, carries the realm and its content`, async ({ request }) => {
    const realm = await realmSettings(request, name);
    const init = await initFor(request, realm, 'en_US');
    const response = await request.get(`/realm/${name}/home`, { headers: { 'accept-language': 'en-US' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="en-US"`));
    expect(html).toContain(`<title>${escapeHtml(realm.settings.MAIN_TITLE)}</title>`);
    expect(html).toContain(`background: ${realm.settings.backgroundColour}`);
    const hero = init.content?.heroes[0];
    if (hero) expect(html).toContain(escapeHtml(hero.title));
    const rails = init.content?.buckets ?? [];
    expect(rails.length).toBeGreaterThan(0);
    for (const rail of rails) expect(html, rail.name).toContain(`>${escapeHtml(rail.name)}</h2>`);
    // The page's data travels once: the router's hydration data, not a second copy in init.
    expect(html).toContain('__staticRouterHydrationData');
    expect(html).toContain('"content":null');
  });
}

test('the realm root is answered at once with its default menu target, whose address the page takes', async ({ page }) => {
  // No redirect: a 3xx would cost a round trip before the first paint. The one repeat allowed
  // is Chromium's, of the same address, sending the viewport's width the first answer asked for
  // (Critical-CH, render/device.ts); Chromium shows it as an internal redirect to the same address.
  const response = await page.goto('/realm/arena/');
  expect(response?.status()).toBe(200);
  const earlier = response?.request().redirectedFrom() ?? null;
  if (earlier) {
    expect(earlier.redirectedFrom()).toBeNull();
    expect(earlier.url()).toBe(response?.url());
  }
  await expect(page).toHaveURL(/\/realm\/arena\/home$/);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The router took the address it was given: its links work client-side from here.
  await expect(page.getByRole('link', { name: 'Home', exact: true }).first()).toHaveAttribute('aria-current', 'page');
});

test('hydration repeats no request the server answered, and the page then works as an app', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/realm') || path.startsWith('/api/v1/')) apiCalls.push(path);
  });
  await page.goto('/realm/cinema/home');
  const firstRail = page.getByRole('heading', { level: 2 }).first();
  await expect(firstRail).toBeVisible();
  // Hydrated: from here the router handles a link click without a document load.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  // The guest check-in is new (the server render knew no viewer); nothing else is asked again.
  expect(apiCalls.filter((p) => p !== '/api/v1/section/home' && p !== '/api/v1/login/guest/checkin')).toEqual([]);
  const card = page.getByTestId('content-card').first();
  const href = await card.getAttribute('href');
  await card.click();
  // The item's page, drawn by the app: its title is the page's heading.
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(firstRail).toBeVisible();
  expect(documents).toEqual([]);
});

test('with JavaScript off, home is readable: heading, heroes, rails and links', async ({ browser, request }) => {
  const realm = await realmSettings(request, 'arena');
  const init = await initFor(request, realm, 'en_US');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/realm/arena/home');
  await expect(page.getByRole('heading', { level: 1, name: realm.settings.MAIN_TITLE })).toBeAttached();
  const rail = init.content?.buckets[0];
  await expect(page.getByRole('heading', { level: 2, name: rail?.name })).toBeVisible();
  const link = page.getByRole('region', { name: rail?.name }).getByRole('link').first();
  await expect(link).toHaveAttribute('href', /\/realm\/arena\/(live|video|series|playlist|season|news)\//);
  await expect(page.getByRole('navigation', { name: init.labels?.translations.mainNavigation ?? 'Main navigation' })).toBeVisible();
  await context.close();
});

test('a phone gets the phone layout from the server, so hydration moves nothing', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const response = await page.request.get('/realm/arena/home', {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' },
  });
  expect(await response.text()).toContain('data-collapsed="true"');
  await page.goto('/realm/arena/home');
  await expect(page.getByRole('button', { name: /menu/i })).toBeVisible();
  await context.close();
});

test('a narrow window of a desktop browser gets the phone layout from the server: it is asked for its width, and nothing shifts', async ({
  browser,
}) => {
  // Chromium's own (desktop) user agent at a phone's size, as a narrowed window or a tablet in
  // portrait. The first answer asks for the viewport's width (Critical-CH) and Chromium sends the
  // request again with it, before anything is shown.
  const narrow = { viewport: { width: 390, height: 844 }, locale: 'en-US' };
  const served = await browser.newContext({ ...narrow, javaScriptEnabled: false });
  const html = await served.newPage();
  await html.goto('/realm/arena/home');
  await expect(html.locator('nav[data-collapsed="true"]')).toHaveCount(1);
  await served.close();

  for (const realm of ['arena', 'club']) {
    const context = await browser.newContext(narrow);
    const page = await context.newPage();
    await page.goto(`/realm/${realm}/home`);
    await appReady(page);
    await expect(page.locator('nav[data-collapsed="true"]')).toHaveCount(1);
    // Before, the desktop bar (or club's sidebar) was rendered and replaced once hydrated: CLS 0.018, and 0.27 for club.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => resolve(sum));
        }),
    );
    expect(shifted, realm).toBeLessThan(0.01);
    await context.close();
  }
});

test('a realm font arriving after the first paint swaps in without moving the page: its stand-in is a local face sized like it', async ({
  browser,
}) => {
  // Without the stand-ins, arena's phone home moved by 0.016 when its fonts came late (its
  // hero's text wrapped anew), and by 0.0025 on a desktop. With them, what is left is a few
  // pixels of menu width and, when it is up by then, the cookie banner's height: 0.002 at most.
  const phone = {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
  };
  const desktop = { viewport: { width: 1280, height: 800 } };
  for (const [device, options] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    for (const realm of ['arena', 'cinema', 'club']) {
      const context = await browser.newContext({ ...options, locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      // The fonts are held back until the app has painted and hydrated in their stand-ins.
      const releaseFonts = await holdFonts(page);
      await page.goto(`/realm/${realm}/home`, { waitUntil: 'domcontentloaded' });
      await appReady(page);
      const standIns = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.endsWith('-fallback')).map((face) => `${face.family}: ${face.status}`),
      );
      expect(standIns.length, `${realm}: stand-in faces declared`).toBeGreaterThan(0);
      // They are local faces (Liberation Sans on Linux, which Debian's Chromium recommends); a
      // slot the page has not used yet is not loaded at all.
      expect(
        standIns.filter((face) => face.endsWith(': error')),
        `${realm}: stand-ins missing (fonts-liberation?)`,
      ).toEqual([]);
      expect(standIns.filter((face) => face.endsWith(': loaded')).length, `${realm}: stand-ins drawn`).toBeGreaterThan(0);
      await page.evaluate(() => {
        const state = window as unknown as { shifted: number };
        state.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) state.shifted += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      await releaseFonts();
      const arrived = await page.evaluate(
        () => [...document.fonts].filter((face) => !face.family.endsWith('-fallback') && face.status === 'loaded').length,
      );
      expect(arrived, `${realm}: the realm's own fonts arrived`).toBeGreaterThan(0);
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shifted, `${realm} on a ${device}: layout shift when the fonts swapped in`).toBeLessThan(0.005);
      await context.close();
    }
  }
});

test('once the worker is installed, a reload is served from its shell and still shows the realm', async ({ page }) => {
  await page.goto('/realm/cinema/home');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-realm', 'cinema');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the worker registers only once the page has hydrated and gone quiet, then takes over', async ({ page }) => {
  // When the registration is asked for, and when the app says it is running (data-app).
  await page.addInitScript(() => {
    const marks = { registered: -1, ready: -1 };
    (window as unknown as { marks: typeof marks }).marks = marks;
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      marks.registered = performance.now();
      return register(...args);
    };
    new MutationObserver(() => {
      if (marks.ready < 0 && document.documentElement.dataset.app === 'ready') marks.ready = performance.now();
      // The document, not its element: the script runs before <html> exists.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
  });
  await page.goto('/realm/arena/home');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const { registered, ready } = await page.evaluate(() => (window as unknown as { marks: { registered: number; ready: number } }).marks);
  expect(ready, 'the app marked itself running').toBeGreaterThan(0);
  // Twenty idle periods in a row after the hydration: at least one frame's worth each.
  expect(registered - ready, 'ms from hydration to the registration').toBeGreaterThanOrEqual(20 * 10);
});

test("the app's script waits for the hero's paint, then starts", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/artwork\/arena\/hero/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/realm/arena/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Frames go by (the old trigger was the first one) and the page stays the server's, for reading.
  const started = () =>
    page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return document.querySelector('script[type="module"]') !== null;
    });
  expect(await started()).toBe(false);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await started()).toBe(true);
});

test('a child profile opening a server-rendered home gets its own menu and larger type at once, lower rails included', async ({
  browser,
  page,
  request,
}) => {
  const lastRailHeading = '[data-hydrate-later] h2';
  const sizeOf = (on: typeof page) =>
    on
      .locator(lastRailHeading)
      .last()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  // A guest's type first, for the scale.
  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const guestPage = await guest.newPage();
  await guestPage.goto('/realm/cinema/home');
  await expect(guestPage.locator('html')).toHaveAttribute('data-app', 'ready');
  const guestSize = await sizeOf(guestPage);
  await guest.close();

  // The Kids profile's session kept by the browser as the app keeps it, with its hint cookie:
  // the server renders the public page, and hydration starts as the signed-out viewer.
  const adult = await loginByApi(request, 'cinema', 'viewer@cinema.example', 'demo-pass-1');
  const headers = await apiHeaders(request, 'cinema', adult.authorisationToken);
  const profiles = (await (await request.get('/api/v1/user/profiles', { headers })).json()) as ViewingProfile[];
  const kids = profiles.find((profile) => profile.type === 'CHILD');
  const selected = await request.post(`/api/v1/user/profiles/${kids?.id}/select`, { headers, data: {} });
  expect(selected.status(), await selected.text()).toBe(200);
  const tokens = (await selected.json()) as AuthTokens;
  const stored = {
    tokens: { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, exp: tokens.exp },
    cookiePolicyAgreed: true,
  };
  await page.addInitScript((value) => localStorage.setItem('session:cinema', value), JSON.stringify(stored));
  const origin = new URL((await request.get('/realm/cinema/')).url()).origin;
  await page.context().addCookies([{ name: 'session-cinema', value: '1', url: origin }]);
  const response = await page.goto('/realm/cinema/home');
  expect(await response?.text()).toContain('data-hydrate-later');

  // Without scrolling: the rails far down the page hydrate for the new type rather than hold
  // the viewer's switch until the viewer scrolls to them.
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
  await expect(page.getByTestId('menu-utility').getByText('Account', { exact: true })).toHaveCount(0);
  const { settings } = await realmSettings(request, 'cinema');
  await expect.poll(() => sizeOf(page)).toBeCloseTo(guestSize * settings.childProfileFontScale, 0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

/** Counts the page's constructions of an Intl formatter from its first script on; read with the answer. */
async function countConstructions(page: Page, formatter: 'DateTimeFormat' | 'NumberFormat'): Promise<() => Promise<number>> {
  await page.addInitScript((name) => {
    const counts = ((globalThis as { intlCounts?: Record<string, number> }).intlCounts ??= {});
    counts[name] = 0;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    const original = intl[name];
    if (!original) return;
    intl[name] = new Proxy(original, {
      construct(target, args: unknown[]) {
        counts[name] = (counts[name] ?? 0) + 1;
        return new target(...args);
      },
    });
  }, formatter);
  return () => page.evaluate((name) => (globalThis as { intlCounts?: Record<string, number> }).intlCounts?.[name] ?? -1, formatter);
}

test.describe('start times', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('hydrate in UTC as served, then read in the viewer’s time zone, without the page ever calling Intl for them', async ({ page }) => {
    // The server embeds the locale's words (contracts/date-words.ts): a first visit never pays
    // for the browser's first Intl call while it hydrates.
    const dateFormats = await countConstructions(page, 'DateTimeFormat');
    await page.goto('/realm/arena/');
    const time = page.locator('[data-testid="content-card"] time').first();
    const iso = await time.getAttribute('datetime');
    expect(iso).not.toBeNull();
    const options = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
    const inUtc = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(iso ?? ''));
    const inSaoPaulo = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/Sao_Paulo' }).format(new Date(iso ?? ''));
    expect(inSaoPaulo).not.toBe(inUtc);
    await expect(time).toHaveText(inSaoPaulo);
    expect(await dateFormats()).toBe(0);
  });
});

test('prices hydrate as the server wrote them, without the page calling Intl for them', async ({ page }) => {
  // The render's prices travel with the page (lib/format.ts): hydrating the purchase page does
  // not pay for the browser's first number format, and cannot write a price differently.
  const numberFormats = await countConstructions(page, 'NumberFormat');
  const response = await page.goto('/realm/arena/purchase');
  const served = await response?.text();
  await appReady(page);
  // Analytics starts once every part of the page has hydrated (lib/core/hydration.ts).
  await expect(page.locator('html[data-analytics="ready"]')).toHaveCount(1);
  const price = page.getByTestId('licence-price').first();
  const text = (await price.textContent()) ?? '';
  expect(text).toMatch(/\d/);
  expect(served).toContain(text);
  expect(await numberFormats()).toBe(0);
});

// A first visit each time: once the worker controls the page, a second navigation is answered from
// its shell and rendered in the browser (styles made there, rightly), which is not what this asks.
test.describe('first visits', () => {
  test.use({ serviceWorkers: 'block' });

  test('hydration compiles no style: the page brought every one its render made, composed ones too', async ({ page }) => {
    // No banner to show (agreed, no app banner): what the browser would style is what the server rendered.
    await page.addInitScript(() =>
      localStorage.setItem('session:arena', JSON.stringify({ tokens: null, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false })),
    );
    // The promo notification arrives after the guest's check-in, a moment after hydration, and
    // brings its own styles then (rightly): it is not what this test is about.
    await page.route('**/api/v1/promo-notification*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ promoNotifications: [] }) }),
    );
    // Emotion moves a server style tag it does not know is in place: the sheet is taken out and
    // put back, and the whole page restyled (lib/style-cache.ts). Global styles too: their
    // component adopts the server's tag by inserting it again where it already is.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (globalThis as { movedStyles?: string[] }).movedStyles = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof HTMLStyleElement) moved.push(node.dataset.emotion ?? '?');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/realm/arena/signup', '/realm/arena/login']) {
      const served = (await (await page.goto(path))?.text()) ?? '';
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByTestId('form-error')).toHaveCount(1);
      // Emotion's own sheet for styles made in the browser (the server's carry their ids).
      const made = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText.slice(0, 80)),
        ),
      );
      expect(made, path).toEqual([]);
      const moved = await page.evaluate(() => (globalThis as { movedStyles?: string[] }).movedStyles ?? []);
      expect(moved, path).toEqual([]);
      // No global style made again in the browser: a form's fields each drew the same autofill
      // keyframes, and only the first found the server's tag (features/realm/theme.ts).
      const globals = (html: string) => html.match(/<style[^>]* data-emotion="css-global[ "]/g)?.length ?? 0;
      expect(globals(await page.content()), path).toBe(globals(served));
    }
  });

  test('the cookie banner of a first visit compiles no style: its styles came with the page', async ({ page }) => {
    await page.route('**/api/v1/promo-notification*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ promoNotifications: [] }) }),
    );
    await page.goto('/realm/arena/home');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
    const made = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText.slice(0, 80)),
      ),
    );
    expect(made).toEqual([]);
  });

  test('rails below the first screen are drawn as they come near: none of their artwork loads with the page, and each holds about its own height', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/realm/cinema/home');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
    const rails = page.getByTestId('bucket');
    const count = await rails.count();
    expect(count).toBeGreaterThan(3);
    const drawing = await rails.evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility));
    expect(drawing).toEqual(['visible', ...Array<string>(count - 1).fill('auto')]);
    // The last rail is screens away: nothing of it is fetched until the viewer scrolls there.
    // (By path: the browser picks a width of its own from the srcset.)
    const lastArtwork = await rails
      .last()
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
    expect(lastArtwork.length).toBeGreaterThan(0);
    const fetched = (path: string) => images.some((url) => new URL(url).pathname === path);
    for (const path of lastArtwork) expect(fetched(path), path).toBe(false);
    // Each rail's stand-in height is within 24 px of the rail as drawn (padding apart), so the
    // page's length hardly changes while rails come into view.
    for (let i = 1; i < count; i += 1) {
      const rail = rails.nth(i);
      await rail.scrollIntoViewIfNeeded();
      await expect(rail.locator('img').first()).toHaveJSProperty('complete', true);
      const { placeholder, drawn } = await rail.evaluate((section) => {
        const style = getComputedStyle(section);
        return {
          placeholder: Number.parseFloat(style.containIntrinsicHeight.replace('auto', '')),
          drawn: section.getBoundingClientRect().height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom),
        };
      });
      expect(Math.abs(placeholder - drawn), `rail ${i}: ${placeholder} for ${drawn}`).toBeLessThanOrEqual(24);
    }
    expect(fetched(lastArtwork[0] ?? '?')).toBe(true);
  });
});
