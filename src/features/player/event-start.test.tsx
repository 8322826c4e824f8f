import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { hydratedAtom, renderNowAtom } from '../../lib/core/hydration.ts';
import { Provider, store } from '../../lib/core/store.ts';
import { msUntil, useStartsLater } from './event-start.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  store.set(renderNowAtom, null);
  store.set(hydratedAtom, true);
});

function Probe({ live, startDate, seen }: { live: boolean; startDate: string | null; seen: boolean[] }) {
  seen.push(useStartsLater(live, startDate));
  return null;
}

/** Renders the hook for an item; answers what each render returned, latest last. */
function renderStartsLater(live: boolean, startDate: string): boolean[] {
  const seen: boolean[] = [];
  render(
    <Provider store={store}>
      <Probe live={live} startDate={startDate} seen={seen} />
    </Provider>,
  );
  return seen;
}

test('the wait is the time to the start, capped at what a timer can hold; none once started or without a date', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  expect(msUntil('2026-11-25T12:01:00Z', now)).toBe(60_000);
  expect(msUntil('2027-06-01T00:00:00Z', now)).toBe(2 ** 31 - 1);
  expect(msUntil('2026-11-25T11:59:00Z', now)).toBeNull();
  expect(msUntil(null, now)).toBeNull();
  expect(msUntil('not a date', now)).toBeNull();
});

test('a live event is "later" until its start, then the page renders again by itself', () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') });
  const seen = renderStartsLater(true, '2026-11-25T12:00:30Z');
  expect(seen.at(-1)).toBe(true);
  act(() => vi.advanceTimersByTime(29_000));
  expect(seen.at(-1)).toBe(true);
  act(() => vi.advanceTimersByTime(1_500));
  expect(seen.at(-1)).toBe(false);
});

test('an on-demand item is never "later", whatever its date', () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') });
  const seen = renderStartsLater(false, '2026-12-25T12:00:00Z');
  expect(seen.at(-1)).toBe(false);
});

test("before hydration the server's render time decides, so the HTML hydrates unchanged", () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-25T12:05:00Z') });
  // Rendered at noon for an event at 12:01; hydrating at 12:05.
  store.set(renderNowAtom, Date.parse('2026-11-25T12:00:00Z'));
  store.set(hydratedAtom, false);
  const seen = renderStartsLater(true, '2026-11-25T12:01:00Z');
  expect(seen.at(-1)).toBe(true);
  act(() => store.set(hydratedAtom, true));
  expect(seen.at(-1)).toBe(false);
});
