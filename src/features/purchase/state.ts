// The purchase flow's state (spec §4) in the app's store: one atom, so the authorisation page
// and the confirmation find the basket the flow made, and changed only through flow.ts.
import { atom, useAtomValue, store } from '../../lib/core/index.ts';
import { initialPurchase, STEP, type PurchaseState } from './flow.ts';

export const purchaseAtom = atom<PurchaseState>(initialPurchase([STEP.selectLicence]));

export function usePurchaseState(): PurchaseState {
  return useAtomValue(purchaseAtom);
}

/** Applies one of flow.ts's changes to the current state (also from outside React). */
export function updatePurchase(change: (state: PurchaseState) => PurchaseState): PurchaseState {
  const next = change(store.get(purchaseAtom));
  store.set(purchaseAtom, next);
  return next;
}

export function resetPurchase(state: PurchaseState): void {
  store.set(purchaseAtom, state);
}
