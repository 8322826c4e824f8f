// The hydration gate: held parts wait for the root's commit and an idle moment; settling opens
// the gate at once and waits for every held part.
import { expect, test, vi } from 'vitest';
import {
  holdBoundary,
  holdHydrationUntilIdle,
  hydratedAtom,
  hydrationGate,
  markHydrationCommitted,
  releaseBoundary,
  settleHydration,
} from './hydration.ts';
import { store } from './store.ts';

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
  let settled = false;
  const settling = settleHydration().then(() => (settled = true));
  await vi.waitFor(() => expect(gateOpen).toBe(true));
  releaseBoundary('rail-2');
  await Promise.resolve();
  expect(settled).toBe(false);
  releaseBoundary('rail-3');
  await settling;
  expect(settled).toBe(true);

  // Once open, a boundary mounted later (a navigation) is never held.
  holdBoundary('rail-4');
  await expect(settleHydration()).resolves.toBeUndefined();
  vi.unstubAllGlobals();
});
