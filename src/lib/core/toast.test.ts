import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { store } from './store.ts';
import { TOAST_CLOSE_DELAY_MS, TOAST_DURATION_MS, clearToasts, dismissToast, showToast, toastsAtom } from './toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const list = () => store.get(toastsAtom);

describe('toast timing (spec §4, §9)', () => {
  test('the durations and the close delay are the spec constants', () => {
    expect(TOAST_DURATION_MS).toEqual({ short: 1500, long: 3000 });
    expect(TOAST_CLOSE_DELAY_MS).toBe(300);
  });

  test('a short toast closes after 1500 ms and calls its dismiss handler 300 ms later', () => {
    const onDismiss = vi.fn();
    showToast({ message: 'saved', type: 'success', onDismiss });
    expect(list()).toMatchObject([{ message: 'saved', type: 'success', duration: 'short', open: true, dismissable: true }]);
    vi.advanceTimersByTime(1499);
    expect(list()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(list()[0]?.open).toBe(false);
    expect(onDismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(299);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(list()).toEqual([]);
  });

  test('a long toast stays 3000 ms', () => {
    const onDismiss = vi.fn();
    showToast({ message: 'x', duration: 'long', onDismiss });
    vi.advanceTimersByTime(2999);
    expect(list()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1 + TOAST_CLOSE_DELAY_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  test('dismissing early closes at once, calls the handler once 300 ms later, and the duration timer no longer fires', () => {
    const onDismiss = vi.fn();
    const id = showToast({ message: 'x', duration: 'long', onDismiss });
    vi.advanceTimersByTime(100);
    dismissToast(id);
    dismissToast(id);
    expect(list()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_CLOSE_DELAY_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(list()).toEqual([]);
  });

  test('toasts keep their own timers', () => {
    const first = vi.fn();
    const second = vi.fn();
    showToast({ message: 'a', duration: 'long', onDismiss: first });
    vi.advanceTimersByTime(1000);
    showToast({ message: 'b', type: 'error', dismissable: false, onDismiss: second });
    vi.advanceTimersByTime(1500 + TOAST_CLOSE_DELAY_MS);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(list().map((t) => t.message)).toEqual(['a']);
    vi.advanceTimersByTime(500);
    expect(first).toHaveBeenCalledTimes(1);
  });
});

describe('a toast with an action', () => {
  test('stays until dismissed, however long it is shown', () => {
    const run = vi.fn();
    const id = showToast({ message: 'updateAvailable', action: { label: 'reloadApp', run } });
    vi.advanceTimersByTime(TOAST_DURATION_MS.long * 10);
    expect(list()).toMatchObject([{ id, open: true, action: { label: 'reloadApp' } }]);
    dismissToast(id);
    vi.advanceTimersByTime(TOAST_CLOSE_DELAY_MS);
    expect(list()).toEqual([]);
    expect(run).not.toHaveBeenCalled();
  });
});
