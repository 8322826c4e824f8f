import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildTheme } from '../features/realm/theme.ts';
import {
  Provider,
  bootStateAtom,
  clearPrimed,
  onlineAtom,
  prime,
  reach,
  readyRealmAtom,
  sectionKey,
  store,
  type ScreenContext,
} from '../lib/core/index.ts';
import { createHttp } from '../lib/http.ts';
import { applyLabels } from '../lib/i18n.ts';
import { contentFixture, readyRealmFixture } from '../lib/testing/fixtures.ts';
import { installViewport } from '../ui/testing/viewport.ts';
import { appRoutes, routerContext } from './router.tsx';
import { fixedSession } from '../lib/testing/http-session.ts';

type Reply = (url: URL) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const serverError = (messageKey: string) =>
  json({ status: 500, code: 'INTERNAL', message: 'An internal error occurred', messageKey, requestId: 'r1' }, 500);

/** A signed-in customer's tokens, for the http client of a test whose viewer is one. */
const CUSTOMER_SESSION = fixedSession({
  authorisationToken: 'customer.token.x',
  refreshToken: 'customer-refresh-0001',
  exp: 4_102_444_800,
  guest: false,
});

/** The screen context loaders get, with a real http client over a scripted fetch. */
function screenContextWith(reply: Reply, viewer: ScreenContext['viewer'] = { role: 'UNAUTHENTICATED', childProfile: false }) {
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push(url);
    return reply(url);
  };
  const http = createHttp({
    fetch: fetch as typeof globalThis.fetch,
    baseUrl: 'http://arena.localhost',
    retryLimit: 0,
    deviceId: () => 'device-0001',
    ...(viewer.role === 'CUSTOMER' ? { session: CUSTOMER_SESSION } : {}),
  });
  const context = (): ScreenContext => {
    const ready = store.get(readyRealmAtom);
    if (!ready) throw new Error('no realm');
    return {
      http,
      realm: ready.realm,
      init: ready.init,
      locale: ready.locale,
      viewportWidth: 1280,
      viewer,
    };
  };
  return { context, requests };
}

beforeEach(async () => {
  installViewport(1280);
  // ScrollRestoration scrolls on navigation; the test DOM has no scrolling.
  window.scrollTo = () => {};
  await applyLabels('en_US', null);
  store.set(readyRealmAtom, readyRealmFixture());
  store.set(bootStateAtom, { status: 'ready' });
  // The app's own client (a guest's check-in, the overlays) has no server here: it gets an
  // answer, if only an error. A refused connection would mark the app offline at a moment no
  // test controls (after the offline banner test's `online` event, say); an answer means the
  // network is there. Each test starts online.
  vi.stubGlobal('fetch', async () => serverError('error.unavailable'));
  reach.unreachable = false;
  store.set(onlineAtom, true);
  // Nothing primed, nor held, from an earlier test.
  clearPrimed();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, reply: Reply = () => json(contentFixture()), viewer?: ScreenContext['viewer']) {
  const { context, requests } = screenContextWith(reply, viewer);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path], getContext: () => routerContext(context()) });
  const ready = readyRealmFixture();
  render(
    <Provider store={store}>
      <ThemeProvider theme={buildTheme({ look: ready.realm.settings, language: ready.realm.realmLanguages[0], childProfile: false })}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { router, requests };
}

test('the root redirects to the default menu target', async () => {
  const { router } = renderAt('/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(await screen.findByRole('region', { name: 'Live now' })).toBeTruthy();
});

test("home's loader asks the section endpoint in the active locale", async () => {
  const { requests } = renderAt('/home');
  expect(await screen.findByRole('region', { name: 'Docuseries' })).toBeTruthy();
  expect(requests.map((u) => u.pathname)).toEqual(['/api/v1/section/home']);
  expect(requests[0]?.searchParams.get('lk')).toBe('en_US');
  expect(requests[0]?.searchParams.get('rpp')).toBe('12');
});

test("home's first load uses the page init already carried, without a request", async () => {
  prime(sectionKey('home', 'en_US'), contentFixture());
  const { requests } = renderAt('/home');
  expect(await screen.findByRole('region', { name: 'Live now' })).toBeTruthy();
  expect(requests).toEqual([]);
});

test('a home section the server does not have is the empty home, not an error', async () => {
  renderAt('/home', () => json({ status: 404, code: 'NOT_FOUND', message: 'no', messageKey: 'generic', requestId: 'r' }, 404));
  expect((await screen.findByTestId('home-empty')).textContent).toContain('Nothing to watch here yet');
});

test("a failed load shows the server's message in the shell, logs the detail, and retries", async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  renderAt('/home', () => (fail ? serverError('errorOccurredPleaseTryAgain') : json(contentFixture())));
  const failed = await screen.findByTestId('route-error');
  expect(failed.textContent).toContain('An error occurred, please try again');
  expect(failed.textContent).not.toContain('INTERNAL');
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  // Logged from an effect, which React may run a tick after the error screen is on the page.
  await waitFor(() => expect(error).toHaveBeenCalled());
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Live now' })).toBeTruthy();
  error.mockRestore();
});

test('a load that fails while offline says the screen was not saved instead of showing an error', async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    renderAt('/home', () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await screen.findByTestId('route-offline');
    // Not the banner's "showing what was saved": nothing of this screen was.
    expect(offline.textContent).toContain('This page has not been saved on this device. Connect to the internet to open it.');
    expect(offline.textContent).not.toContain('Showing what was saved');
    expect(within(offline).getByRole('button', { name: 'Try again' })).toBeTruthy();
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  }
});

test('a language switch reloads the screen in the new language', async () => {
  const { requests } = renderAt('/home');
  await screen.findByRole('region', { name: 'Live now' });
  act(() => store.set(readyRealmAtom, { ...readyRealmFixture(), locale: 'pt_BR' }));
  await waitFor(() => expect(requests.map((u) => u.searchParams.get('lk'))).toEqual(['en_US', 'pt_BR']));
});

test('the shell puts a skip link first and the page in <main id="main">', async () => {
  renderAt('/home');
  const main = await screen.findByRole('main');
  expect(main.id).toBe('main');
  const first = document.querySelector('a');
  expect(first?.getAttribute('href')).toBe('#main');
  expect(first?.textContent).toBe('Skip to content');
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
});

test('unknown paths show the not-found view inside the shell', async () => {
  renderAt('/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
});

test('the offline banner is a polite status region that speaks only when offline', async () => {
  renderAt('/home');
  const banner = await screen.findByTestId('offline-banner');
  expect(banner.getAttribute('role')).toBe('status');
  expect(banner.getAttribute('aria-live')).toBe('polite');
  expect(banner.textContent).toBe('');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  await waitFor(() => expect(banner.textContent).toMatch(/offline/i));
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(banner.textContent).toBe(''));
});

test('the guard runs before a screen: no guests → login with from; the loader never runs', async () => {
  store.set(
    readyRealmAtom,
    readyRealmFixture({ realm: { ...readyRealmFixture().realm, guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' } }),
  );
  const { router, requests } = renderAt('/home?x=1');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe('?from=%2Fhome%3Fx%3D1');
  expect(requests.map((u) => u.pathname)).not.toContain('/api/v1/section/home');
});

test('a customer page sends an unauthenticated visitor of a guest realm to the default menu target', async () => {
  const { router } = renderAt('/profiles');
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: contentFixture().buckets[0]?.name })).toBeTruthy());
});

test('legacy paths lead to their routes: /partitions → account?section=partitions, /section/noticias → news', async () => {
  // A customer's account page: partitions are not a section it offers, so it shows the first.
  const profile = {
    id: 'u1',
    contactEmail: 'ana@example.com',
    name: { fullName: 'Ana Lima', preferredName: null },
    birthDate: null,
    taxNumber: null,
    phoneNumber: null,
    countryCode: null,
    locale: null,
    confirmed: true,
    pendingContactEmail: null,
  };
  const account = (url: URL) =>
    json(
      url.pathname === '/api/v1/user/profile'
        ? profile
        : url.pathname === '/api/v1/consent-prompt'
          ? []
          : url.pathname === '/api/v1/user/preferences'
            ? {}
            : contentFixture(),
    );
  const partitions = renderAt('/partitions', account, { role: 'CUSTOMER', childProfile: false });
  await waitFor(() => expect(partitions.router.state.location.pathname).toBe('/account'));
  expect(partitions.router.state.location.search).toBe('?section=partitions');
  expect(await screen.findByRole('heading', { level: 2, name: 'Account details' })).toBeTruthy();
  cleanup();
  // The news page loads its list: an empty one here.
  const emptyNews = { items: [], page: 1, totalPages: 0, totalItems: 0 };
  const news = renderAt('/section/noticias', (url) => json(url.pathname === '/api/v1/news' ? emptyNews : contentFixture()));
  await waitFor(() => expect(news.router.state.location.pathname).toBe('/news'));
  expect(await screen.findByTestId('library-empty')).toBeTruthy();
});

test('pwrt forces the reset-password page, keeping the token', async () => {
  const { router } = renderAt('/home?pwrt=reset-token-0001');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login/reset-password'));
  expect(router.state.location.search).toBe('?token=reset-token-0001');
});
