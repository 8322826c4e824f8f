// The app's one jotai store. React code reads it through <Provider store={store}>; non-React
// code (the http client, boot, service worker messages) uses store.get/store.set on the same
// atoms, so there is never a second source of truth.
import { createStore } from 'jotai';

export const store = createStore();
