// Entry. A page the server rendered is hydrated from what it embedded (no start-up requests),
// inside a transition so the work is sliced and the main thread stays free. A page without a
// server render (the service worker's cached shell, a realm directory) starts up in the
// browser. The service worker registers once the first render is on screen.
import '../lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { publishReady, startBoot } from '../features/realm/boot.ts';
import { followStoredLocale, readServerRender } from '../features/realm/server-render.ts';
import { desktopGuessAtom, holdHydrationUntilIdle, hydrationCommitted, requestLocale, store } from '../lib/core/index.ts';
import { realmTheme } from '../features/realm/hooks.ts';
import { adoptDateWords } from '../lib/format.ts';
import { yieldToMain } from '../lib/main-thread.ts';
import { App } from './App.tsx';
import { loadMatchedScreens } from './router.tsx';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function start(root: HTMLElement): Promise<void> {
  const rendered = root.firstElementChild ? readServerRender(document) : null;
  if (!rendered) {
    void startBoot();
    createRoot(root).render(app);
    return;
  }
  // Each step below is a task of its own (yieldToMain): together they would block a slow
  // phone for a few hundred milliseconds right after the first paint.
  store.set(desktopGuessAtom, rendered.desktop);
  adoptDateWords(rendered.ready.locale, rendered.dateWords);
  await yieldToMain();
  await publishReady(rendered.ready, { fontsInPage: true });
  await yieldToMain();
  // A lazy screen's chunk first, so the first client render is the server's HTML.
  await loadMatchedScreens(rendered.ready.basename);
  await yieldToMain();
  // Hydration renders as the signed-out viewer the server saw (useViewer): that theme.
  realmTheme(rendered.ready.realm, rendered.ready.locale, false);
  await yieldToMain();
  // The idle wait starts only now: started before the awaits above, it could end while a lazy
  // screen's chunk was still loading, switching browser-only details on before hydration and
  // making the first client render differ from the server's HTML.
  holdHydrationUntilIdle((apply) => startTransition(apply));
  startTransition(() => {
    hydrateRoot(root, app);
  });
  void hydrationCommitted().then(() => followStoredLocale(rendered.ready, requestLocale));
}

const root = document.getElementById('root');
if (root) void start(root);

// After first paint, and off the critical path: the worker module is its own small chunk.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('../lib/pwa.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  }, 0);
});
