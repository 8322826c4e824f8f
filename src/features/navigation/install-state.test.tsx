// The install offer on a server-rendered page: the browser may fire `beforeinstallprompt` after
// its listener is in place but before the navigation has hydrated. The first client render must
// still be the server's HTML (no offer); the control shows once hydrated.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { hydratedAtom } from '../../lib/core/hydration.ts';
import { Provider, store } from '../../lib/core/store.ts';
import { installPromptAtom, useInstallOffered, type InstallPromptEvent } from './install-state.ts';

function Offer() {
  return <nav>{useInstallOffered() ? <button type="button">Install app</button> : null}</nav>;
}

const app = (
  <Provider store={store}>
    <Offer />
  </Provider>
);

afterEach(() => {
  store.set(installPromptAtom, null);
  store.set(hydratedAtom, true);
  document.body.innerHTML = '';
});

test('an offer made before the navigation hydrates shows once hydrated, the server HTML matched', async () => {
  // The server knows of no offer.
  store.set(hydratedAtom, false);
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  expect(container.querySelector('button')).toBeNull();

  // The browser's offer arrives after its listener is in place, before the hydration.
  store.set(installPromptAtom, new Event('beforeinstallprompt') as InstallPromptEvent);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => mismatches.push(error) });
    await Promise.resolve();
  });
  expect(mismatches).toEqual([]);
  expect(container.querySelector('button')).toBeNull();

  // Hydrated: the control appears.
  act(() => store.set(hydratedAtom, true));
  expect(container.querySelector('button')?.textContent).toBe('Install app');
});
