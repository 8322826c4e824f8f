import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BACKGROUND_DEBOUNCE_MS } from '../../lib/analytics-queue/rules.ts';
import { uploadWhenHidden } from './background.ts';

let visibility: DocumentVisibilityState = 'visible';
// defineProperty, not Object.assign: assign would copy the getter's value once.
const doc = Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => visibility }) as EventTarget & {
  readonly visibilityState: DocumentVisibilityState;
};
const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as number),
};
const show = (state: DocumentVisibilityState) => {
  visibility = state;
  doc.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('a page hidden for the debounce uploads once; shown again sooner, it does not', () => {
  const upload = vi.fn();
  const stop = uploadWhenHidden(doc, upload, timers);
  show('hidden');
  vi.advanceTimersByTime(BACKGROUND_DEBOUNCE_MS - 1);
  show('visible');
  vi.advanceTimersByTime(BACKGROUND_DEBOUNCE_MS * 2);
  expect(upload).not.toHaveBeenCalled();

  show('hidden');
  vi.advanceTimersByTime(BACKGROUND_DEBOUNCE_MS);
  expect(upload).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(BACKGROUND_DEBOUNCE_MS * 5);
  expect(upload).toHaveBeenCalledTimes(1);
  stop();
});

test('stopped (opt-out), a pending upload is dropped and later changes do nothing', () => {
  const upload = vi.fn();
  const stop = uploadWhenHidden(doc, upload, timers);
  show('hidden');
  stop();
  vi.advanceTimersByTime(BACKGROUND_DEBOUNCE_MS);
  show('visible');
  show('hidden');
  vi.advanceTimersByTime(BACKGROUND_DEBOUNCE_MS);
  expect(upload).not.toHaveBeenCalled();
});
