// The app's React root: the last start-up stage (see main.tsx), a chunk of its own so that
// evaluating react-dom and the app's component modules is a task of its own.
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStyleCache } from '../lib/style-cache.ts';
import { App } from './App.tsx';

// The theme is built ahead of hydration, as a start-up step of its own (main.tsx).
export { realmTheme } from '../features/realm/hooks.ts';

// The server's cache options (lib/style-cache.ts); created here, after the server's style tags
// are in the document, so it adopts them.
const app = (
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <App />
    </CacheProvider>
  </StrictMode>
);

/** Renders a page the server did not render (the worker's cached shell, a realm directory). */
export function renderApp(root: HTMLElement): void {
  createRoot(root).render(app);
}

/** Hydrates the server's HTML inside a transition, so the work is sliced. */
export function hydrateApp(root: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
