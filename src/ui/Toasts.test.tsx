import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Provider, hydratedAtom, store } from '../lib/core/index.ts';
import { TOAST_CLOSE_DELAY_MS, clearToasts, showToast } from '../lib/core/toast.ts';
import { applyLabels } from '../lib/i18n.ts';
import { renderInApp, testTheme } from './testing/render.tsx';
import { Toasts } from './Toasts.tsx';

afterEach(() => {
  clearToasts();
  store.set(hydratedAtom, true);
  cleanup();
  vi.useRealTimers();
});

/** Renders the toasts and loads their lazy part once, so later toasts render synchronously under fake timers. */
async function renderToasts() {
  await renderInApp(<Toasts />);
  act(() => void showToast({ message: 'warm-up' }));
  await screen.findByText('warm-up');
  act(() => clearToasts());
  vi.useFakeTimers();
}

describe('toasts', () => {
  test('announced politely, errors assertively; gone after their time, then the handler runs', async () => {
    await renderToasts();
    const onDismiss = vi.fn();
    act(() => {
      showToast({ message: 'Profile saved', type: 'success', onDismiss });
      showToast({ message: 'errorOccurredPleaseTryAgain', type: 'error', duration: 'long' });
    });
    expect(within(screen.getByRole('status')).getByText('Profile saved')).toBeTruthy();
    // A label key is shown as its text.
    expect(within(screen.getByRole('alert')).getByText('An error occurred, please try again')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500 + TOAST_CLOSE_DELAY_MS));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Profile saved')).toBeNull();
    expect(screen.getByText('An error occurred, please try again')).toBeTruthy();
  });

  test('a dismissable toast has a close button; one that is not, has none', async () => {
    await renderToasts();
    const onDismiss = vi.fn();
    act(() => {
      showToast({ message: 'Closable', onDismiss });
      showToast({ message: 'Fixed', dismissable: false });
    });
    const closable = screen.getByText('Closable').closest<HTMLElement>('[data-testid="toast"]');
    const fixed = screen.getByText('Fixed').closest<HTMLElement>('[data-testid="toast"]');
    if (!closable || !fixed) throw new Error('both toasts are shown');
    expect(within(fixed).queryByRole('button')).toBeNull();
    fireEvent.click(within(closable).getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(TOAST_CLOSE_DELAY_MS));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Closable')).toBeNull();
  });
});

test('a toast raised while a server-rendered page hydrates shows once hydrated, the server HTML matched', async () => {
  await applyLabels('en_US', null);
  const theme = testTheme();
  const app = (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
  // The server has no toasts.
  store.set(hydratedAtom, false);
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);

  // A worker already waiting announces the update as it registers, before the hydration.
  showToast({ message: 'A new version is available', action: { label: 'Reload', run: () => undefined } });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => mismatches.push(error) });
    await Promise.resolve();
  });
  act(() => store.set(hydratedAtom, true));
  expect(await within(container).findByText('A new version is available')).toBeTruthy();
  expect(mismatches).toEqual([]);
  container.remove();
});
