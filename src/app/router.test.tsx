import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { bootStateAtom, readyRealmAtom } from '../features/realm/atoms.ts';
import { buildTheme } from '../features/realm/theme.ts';
import { applyLabels } from '../lib/i18n.ts';
import { store } from '../lib/store.ts';
import { initFixture, realmFixture } from '../lib/testing/fixtures.ts';
import { installViewport } from '../ui/testing/viewport.ts';
import { appRoutes } from './router.tsx';

beforeEach(async () => {
  installViewport(1280);
  // ScrollRestoration scrolls on navigation; the test DOM has no scrolling.
  window.scrollTo = () => {};
  await applyLabels('en_US', null);
  const realm = realmFixture();
  store.set(readyRealmAtom, { realm, init: initFixture(), locale: 'en_US', prefixRealm: 'arena', basename: '/realm/arena' });
  store.set(bootStateAtom, { status: 'ready' });
});

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes('en_US'), { initialEntries: [path] });
  const realm = realmFixture();
  render(
    <Provider store={store}>
      <ThemeProvider theme={buildTheme({ look: realm.settings, language: realm.realmLanguages[0], childProfile: false })}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return router;
}

test('the root redirects to the default menu target', async () => {
  const router = renderAt('/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(await screen.findByRole('region', { name: 'Live now' })).toBeTruthy();
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

test('detail routes are registered and show the not-found view until their screens exist', async () => {
  renderAt('/video/v1');
  expect(await screen.findByTestId('not-found')).toBeTruthy();
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
