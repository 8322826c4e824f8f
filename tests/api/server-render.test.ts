// First visits rendered by the server from the real build (dist/ and dist/server/, made by
// `npm run build`; npm test builds before the API suites): content, language, layout guess,
// redirects, and what must never be rendered or served.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fontPath } from '../../src/server/media/font-files.ts';
import { fallbackFor, fontMetrics } from '../../src/server/media/font-metrics.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  h.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

async function homeOf(realm: string, locale: string) {
  const settings = await h.app.services.realms.byName(realm);
  if (!settings) throw new Error(realm);
  const home = await h.app.services.catalogue.page(settings, { section: 'home', locale, rpp: 12, bpp: 7, bspp: 20 });
  if (!home) throw new Error(`${realm} has no home`);
  return home;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

test('a realm page is rendered with its rails, in the language the browser asks for', async () => {
  for (const [locale, tag] of [
    ['en_US', 'en-US'],
    ['pt_BR', 'pt-BR'],
  ] as const) {
    const res = await page('/realm/arena/home', { 'accept-language': tag });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(`lang="${tag}"`);
    for (const rail of (await homeOf('arena', locale)).buckets) expect(res.body, `${locale} ${rail.name}`).toContain(escapeHtml(rail.name));
  }
});

test("the viewer's chosen language (cookie) wins over the browser's", async () => {
  const res = await page('/realm/cinema/home', { 'accept-language': 'en-US', cookie: 'theme=x; locale=es_ES' });
  expect(res.body).toContain('lang="es-ES"');
  const rail = (await homeOf('cinema', 'es_ES')).buckets[0];
  expect(res.body).toContain(escapeHtml(rail?.name ?? '?'));
});

test('the layout follows the device: phones get the collapsed menu, desktops the bar', async () => {
  const phone = await page('/realm/arena/home', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' });
  const hinted = await page('/realm/arena/home', { 'sec-ch-ua-mobile': '?1' });
  const desktop = await page('/realm/arena/home', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' });
  expect(phone.body).toContain('data-collapsed="true"');
  expect(hinted.body).toContain('data-collapsed="true"');
  expect(desktop.body).not.toContain('data-collapsed="true"');
  for (const res of [phone, desktop]) expect(res.headers.vary).toMatch(/user-agent/);
});

test("a browser that sends its viewport's width gets that layout; one guessed desktop without it is asked for it", async () => {
  const agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';
  // A narrowed desktop window: the desktop user agent and hint are overruled by the width.
  const narrow = await page('/realm/arena/home', { 'user-agent': agent, 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': '390' });
  expect(narrow.body).toContain('data-collapsed="true"');
  expect(narrow.headers['critical-ch']).toBeUndefined();
  const wide = await page('/realm/arena/home', { 'user-agent': agent, 'sec-ch-viewport-width': '1280' });
  expect(wide.body).not.toContain('data-collapsed="true"');
  const guessed = await page('/realm/arena/home', { 'user-agent': agent });
  expect(guessed.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
  expect(guessed.headers['critical-ch']).toBe('Sec-CH-Viewport-Width');
  for (const res of [narrow, wide, guessed]) {
    expect(res.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect(res.headers.vary).toMatch(/sec-ch-viewport-width/);
  }
  // A bad width is ignored, not an error: the user agent decides.
  const bad = await page('/realm/arena/home', { 'user-agent': agent, 'sec-ch-viewport-width': 'wide' });
  expect(bad.statusCode).toBe(200);
  expect(bad.body).not.toContain('data-collapsed="true"');
});

test('the first hero is preloaded at high priority and the script waits for the first paint', async () => {
  const res = await page('/realm/arena/home');
  const hero = (await homeOf('arena', 'en_US')).heroes[0];
  expect(hero).toBeTruthy();
  expect(res.body).toMatch(
    new RegExp(`<link rel="preload" as="image" href="${hero?.imageUrl.replace(/[.?]/g, '\\$&')}[^>]*fetchpriority="high"`),
  );
  expect(res.body).toContain('<link rel="preload" as="font"');
  expect(res.body).not.toMatch(/<script type="module"[^>]*src=/);
  expect(res.body).toContain('requestAnimationFrame');
});

test("each realm font this server serves gets a local stand-in sized like it, for its capitals when the realm's headings are", async () => {
  const faces = (body: string) =>
    Object.fromEntries([...body.matchAll(/@font-face\{font-family:"([^"]+)";([^}]*)\}/g)].map((m) => [m[1], m[2]]));
  const arena = faces((await page('/realm/arena/home')).body);
  const cinema = faces((await page('/realm/cinema/home')).body);
  // Arena's headings are Oswald 600, a condensed face: its stand-in, Arial's bold, is shrunk to its width.
  const primary = arena['realm-primary-en_US-fallback'] ?? '';
  expect(primary).toMatch(/^src:local\("Arial Bold"\),.*local\("Liberation Sans Bold"\)/);
  expect(Number(/size-adjust:([\d.]+)%/.exec(primary)?.[1])).toBeLessThan(90);
  expect(primary).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%/);
  expect(arena['realm-secondary-en_US-fallback']).toContain('local("Arial")');
  // Cinema sets headings in capitals (Playfair Display 700): its stand-in takes the capitals' scale.
  const scale = (rule: string | undefined) => Number(/size-adjust:([\d.]+)%/.exec(rule ?? '')?.[1]);
  const playfair = fontMetrics(readFileSync(fontPath('playfair-display-latin-700-normal.woff2') ?? ''));
  expect(scale(cinema['realm-primary-en_US-fallback'])).toBeCloseTo(fallbackFor(playfair, true).sizeAdjust * 100, 2);
  expect(fallbackFor(playfair, true).sizeAdjust).not.toBeCloseTo(fallbackFor(playfair, false).sizeAdjust, 2);
  // Then Roboto's, for a device without Arial's names (Android), measured against Roboto.
  expect(arena['realm-primary-en_US-fallback-roboto']).toMatch(/^src:local\("Roboto Bold"\);/);
  expect(scale(cinema['realm-primary-en_US-fallback-roboto'])).toBeCloseTo(fallbackFor(playfair, true, 'roboto').sizeAdjust * 100, 2);
  expect(Object.keys(arena)).toEqual(expect.arrayContaining(['realm-primary-en_US', 'realm-secondary-en_US', 'realm-tertiary-en_US']));
});

test('a page that needs a viewer is served as its public shell when the browser keeps a session', async () => {
  // Club has no guests: its home is for signed-in viewers, whom only the browser knows.
  const res = await page('/realm/club/home', { cookie: 'session-club=1' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('data-testid="public-shell"');
  expect(res.body).not.toMatch(/<link rel="preload" as="image" href="[^"]*\/hero\//);
  expect(res.body).toContain('__staticRouterHydrationData');
});

test('without a kept session, a page that needs a viewer is answered with the login it leads to', async () => {
  for (const cookie of [undefined, 'session-arena=1']) {
    const res = await page('/realm/club/home', cookie ? { cookie } : {});
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-testid="public-shell"');
    expect(res.body).toMatch(/<form[^>]*aria-label="Sign in"/);
    expect(res.body).toContain('type="password"');
    expect(res.body).toContain(`history.replaceState(history.state,'',"/realm/club/login?from=%2Fhome")`);
  }
  // The root's chain (its home, then the guard's sign-in page) is followed to its end, by prefix and by host.
  for (const [url, host, address] of [
    ['/realm/club/', undefined, '/realm/club/login?from=%2Fhome'],
    ['/', 'club.localhost:8080', '/login?from=%2Fhome'],
  ] as const) {
    const res = await page(url, host ? { host } : {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form[^>]*aria-label="Sign in"/);
    expect(res.body).toContain(`history.replaceState(history.state,'',"${address}")`);
  }
});

test('the realm root is answered with the page it leads to, which sets the address; host-addressed realms render too', async () => {
  // A 302 would cost the browser a round trip before its first paint: the server follows it.
  const root = await page('/realm/arena/');
  expect(root.statusCode).toBe(200);
  expect(root.body).toContain('__staticRouterHydrationData');
  expect(root.body).toMatch(/<script nonce="[^"]+">history\.replaceState\(history\.state,'',"\/realm\/arena\/home"\)<\/script>/);
  // The address is set in <head>, before the app's script could read it.
  expect(root.body.indexOf('history.replaceState')).toBeLessThan(root.body.indexOf('</head>'));
  const home = await page('/realm/arena/home');
  expect(home.body).not.toContain('history.replaceState');
  const byHost = await page('/home', { host: 'cinema.localhost:8080' });
  expect(byHost.statusCode).toBe(200);
  expect(byHost.body).toContain('data-realm="cinema"');
  expect(byHost.body).toContain('__staticRouterHydrationData');
});

test('the worker shell and the server bundle are never server-rendered or served', async () => {
  const shell = await page('/index.html');
  expect(shell.statusCode).toBe(200);
  expect(shell.body).not.toContain('__staticRouterHydrationData');
  expect(shell.body).toContain('<div id="root"></div>');
  const bundle = await page('/server/entry-server.js');
  expect(bundle.statusCode).toBe(404);
  expect(bundle.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
});

test("a launch of the installed app (the manifest's start URL) gets the realm's plain shell, not a render of home", async () => {
  for (const [url, host] of [
    ['/realm/arena/?source=pwa', 'localhost'],
    ['/?source=pwa', 'cinema.localhost'],
  ] as const) {
    const launch = await page(url, { host });
    expect(launch.statusCode, url).toBe(200);
    expect(launch.body).not.toContain('__staticRouterHydrationData');
    expect(launch.body).toContain('<div id="root"></div>');
    expect(launch.body).toMatch(/<link rel="manifest" href="[^"]*manifest\.webmanifest"/);
  }
  // Without the marker the same address is rendered.
  expect((await page('/realm/arena/?source=web')).body).toContain('__staticRouterHydrationData');
});

test('an unknown path renders the not-found view inside the realm', async () => {
  const res = await page('/realm/arena/no/such/page');
  expect(res.statusCode).toBe(404);
  expect(res.body).toContain('data-testid="not-found"');
  expect(res.body).toContain('data-testid="shell"');
});
