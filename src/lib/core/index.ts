// The shared core every feature may read: the store and its hooks, the realm and locale, the
// viewer, the online state, hrefs, the http client, the screen module and the mutation pattern.
export * from './store.ts';
export * from './realm.ts';
export * from './session.ts';
export * from './session-storage.ts';
export * from './caches.ts';
export * from './auth.ts';
export * from './hash-marker.ts';
export * from './guard.ts';
export * from './online.ts';
export * from './needs-network.ts';
export * from './viewport.ts';
export * from './hydration.ts';
export * from './href.ts';
export * from './http.ts';
export * from './primed.ts';
export * from './screen.ts';
export * from './not-found.ts';
export * from './mutation.ts';
export * from './toast.ts';
export * from './account-checks.ts';
export * from './user-language.ts';
export { coreLabels, type LabelDeclarations } from './labels.ts';
export * from './query-params.ts';
