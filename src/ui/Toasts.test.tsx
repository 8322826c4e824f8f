import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TOAST_CLOSE_DELAY_MS, clearToasts, showToast } from '../lib/core/toast.ts';
import { renderInApp } from './testing/render.tsx';
import { Toasts } from './Toasts.tsx';

afterEach(() => {
  clearToasts();
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
