// The app's one jotai store, and the only module that imports jotai (the linter enforces it).
// React code reads atoms through <Provider store={store}>; non-React code (the http client,
// start-up, service worker messages, player events) uses store.get/store.set on the same atoms,
// so there is never a second source of truth.
import { createStore } from 'jotai';

export { atom, Provider, useAtom, useAtomValue, useSetAtom, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai';

export const store = createStore();

/** A store of its own, for a server render: requests never share atoms. */
export function createRequestStore() {
  return createStore();
}
