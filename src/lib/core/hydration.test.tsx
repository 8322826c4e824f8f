// The hydration gate: held parts wait for the root's commit and an idle moment; settling opens
// the gate at once and waits for every held part.
import { act, render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  heldPartsAtom,
  holdBoundary,
  holdHydrationUntilIdle,
  hydratedAtom,
  hydrationGate,
  markHydrationCommitted,
  nearViewportGate,
  releaseBoundary,
  renderNowAtom,
  settleHydration,
  useRenderNow,
} from './hydration.ts';
import { Provider, store } from './store.ts';

test('settling opens the idle gate now and resolves once the held boundaries have hydrated', async () => {
  // An idle moment that never comes (a busy phone, before the callbacks' timeout).
  vi.stubGlobal('requestIdleCallback', () => 0);
  holdHydrationUntilIdle((apply) => apply());
  expect(store.get(hydratedAtom)).toBe(false);
  const gate = hydrationGate();
  let gateOpen = false;
  void gate?.then(() => (gateOpen = true));

  markHydrationCommitted();
  holdBoundary('rail-2');
  holdBoundary('rail-3');
  expect(store.get(heldPartsAtom)).toBe(true);
  let settled = false;
  const settling = settleHydration().then(() => (settled = true));
  await vi.waitFor(() => expect(gateOpen).toBe(true));
  releaseBoundary('rail-2');
  await Promise.resolve();
  expect(settled).toBe(false);
  expect(store.get(heldPartsAtom)).toBe(true);
  releaseBoundary('rail-3');
  await settling;
  expect(settled).toBe(true);
  // Nothing is held any more: what waited for the parts (a child's theme) may change now.
  expect(store.get(heldPartsAtom)).toBe(false);

  // Once open, a boundary mounted later (a navigation) is never held.
  holdBoundary('rail-4');
  expect(store.get(heldPartsAtom)).toBe(false);
  await expect(settleHydration()).resolves.toBeUndefined();
  vi.unstubAllGlobals();
});

test('a held part far down the page waits until it comes near the viewport; settling releases the rest', async () => {
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0));
  const observed: Array<{ element: Element; notify: (entries: Array<{ isIntersecting: boolean }>) => void }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      notify: (entries: Array<{ isIntersecting: boolean }>) => void;
      constructor(notify: (entries: Array<{ isIntersecting: boolean }>) => void) {
        this.notify = notify;
      }
      observe(element: Element) {
        observed.push({ element, notify: this.notify });
      }
      disconnect() {}
    },
  );
  holdHydrationUntilIdle((apply) => apply());
  const near = document.createElement('div');
  const far = document.createElement('div');
  const states: Record<string, boolean> = { near: false, far: false };
  const nearGate = nearViewportGate('near', near);
  void nearGate?.then(() => (states.near = true));
  void nearViewportGate('far', far)?.then(() => (states.far = true));
  // The same promise for every render of a part.
  expect(nearViewportGate('near', near)).toBe(nearGate);
  markHydrationCommitted();

  observed.find((o) => o.element === near)?.notify([{ isIntersecting: true }]);
  await vi.waitFor(() => expect(states.near).toBe(true));
  observed.find((o) => o.element === far)?.notify([{ isIntersecting: false }]);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(states.far).toBe(false);

  await settleHydration();
  await vi.waitFor(() => expect(states.far).toBe(true));
  vi.unstubAllGlobals();
});

test("until hydrated, a render's now is the server's render time; after, the wall clock", () => {
  const renderedAt = Date.parse('2026-11-24T10:00:00Z');
  const nows: number[] = [];
  function Probe() {
    nows.push(useRenderNow());
    return null;
  }
  store.set(renderNowAtom, renderedAt);
  store.set(hydratedAtom, false);
  const view = render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  expect(nows.at(-1)).toBe(renderedAt);
  act(() => store.set(hydratedAtom, true));
  expect(nows.at(-1)).toBeGreaterThan(renderedAt);
  view.unmount();
  store.set(renderNowAtom, null);
});
