// Entry. A page the server rendered is hydrated from what it embedded (no start-up requests),
// inside a transition so the work is sliced and the main thread stays free. A page without a
// server render (the service worker's cached shell, a realm directory) starts up in the
// browser. The service worker registers once the page has started and gone quiet.
//
// Start-up is staged: this chunk holds only what reads the page and boots the realm; Material's
// theme machinery with the frame's components (material.ts), the router with the screens, then
// react-dom with the app's root, are dynamic imports (their chunks are preloaded with this one, see
// scripts/vite-start-stages.ts). Evaluating all those modules at once was the longest
// task of a first visit; each stage is now evaluated in a task of its own.
import '../lib/zod-jitless.ts';
import { LAUNCH_QUERY } from '../contracts/document.ts';
import { publishReady, startBoot } from '../features/realm/boot.ts';
import { followStoredLocale, readServerRender } from '../features/realm/server-render.ts';
import {
  desktopGuessAtom,
  holdHydrationUntilIdle,
  hydrationCommitted,
  renderKnewSessionAtom,
  renderNowAtom,
  requestLocale,
  store,
} from '../lib/core/index.ts';
import { adoptDateWords, adoptPriceTexts } from '../lib/format.ts';
import { whenQuiet, yieldToMain } from '../lib/main-thread.ts';
import { startTransition } from 'react';

async function start(root: HTMLElement): Promise<void> {
  const rendered = root.firstElementChild ? readServerRender(document) : null;
  if (!rendered) {
    // A launch of the installed app (the manifest's start URL) returns to the last screen
    // before anything reads the address; the server sends launches the plain shell.
    if (location.search.includes(LAUNCH_QUERY)) await import('../lib/resume.ts').then((m) => m.resumeLaunch());
    void startBoot();
    const { renderApp } = await import('./mount.tsx');
    renderApp(root);
    return;
  }
  // Each step below is a task of its own (yieldToMain): together they would block a slow
  // phone for a few hundred milliseconds right after the first paint.
  store.set(desktopGuessAtom, rendered.desktop);
  store.set(renderNowAtom, rendered.renderedAt);
  store.set(renderKnewSessionAtom, rendered.storedSession);
  adoptDateWords(rendered.ready.locale, rendered.dateWords);
  adoptPriceTexts(rendered.prices);
  await yieldToMain();
  await publishReady(rendered.ready, { fontsInPage: true });
  await yieldToMain();
  await import('./material.ts');
  await yieldToMain();
  const { loadMatchedScreens, prepareAppRouter } = await import('./router.tsx');
  await yieldToMain();
  // A lazy screen's chunk first, so the first client render is the server's HTML.
  await loadMatchedScreens(rendered.ready.basename);
  await yieldToMain();
  prepareAppRouter(rendered.ready.basename);
  await yieldToMain();
  const { hydrateApp, realmTheme } = await import('./mount.tsx');
  await yieldToMain();
  // Hydration renders as the signed-out viewer the server saw (useViewer): that theme.
  realmTheme(rendered.ready.realm, rendered.ready.locale, false);
  await yieldToMain();
  // The idle wait starts only now: started before the awaits above, it could end while a lazy
  // screen's chunk was still loading, switching browser-only details on before hydration and
  // making the first client render differ from the server's HTML.
  holdHydrationUntilIdle((apply) => startTransition(apply));
  hydrateApp(root);
  void hydrationCommitted().then(() => followStoredLocale(rendered.ready, requestLocale));
}

const root = document.getElementById('root');
const started = root ? start(root) : Promise.resolve();

// After first paint, and off the critical path: the install offer's listener and the worker's
// module, each its own small chunk, load at once (a viewer who goes offline in the first
// seconds must not lose them). The worker itself registers only once the page is hydrated (or
// rendered) and the main thread has gone quiet: its install downloads and stores every file of
// the app, and begun at the load event, which comes early on a server-rendered page, it took the
// network and the CPU from the page's own start-up (in Chromium on a two-core machine, the
// browser's processes spent three times as much CPU over a first visit of arena's home, and the
// renderers almost twice as much). See decision 0064.
requestAnimationFrame(() => {
  setTimeout(() => {
    void Promise.all([import('../features/navigation/install-prompt.ts'), import('../lib/pwa.ts')]).then(([install, pwa]) => {
      install.listenForInstallPrompt();
      void started
        .catch(() => undefined)
        .then(() => hydrationCommitted())
        .then(() => whenQuiet())
        .then(() => pwa.registerServiceWorker());
    });
  }, 0);
});
