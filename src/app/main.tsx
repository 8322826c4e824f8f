// Entry: start fetching the realm at once, render the loading state meanwhile, and register
// the service worker once the first render is on screen.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBoot } from '../features/realm/boot.ts';
import { App } from './App.tsx';

void startBoot();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// After first paint, and off the critical path: the worker module is its own small chunk.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('../lib/pwa.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  }, 0);
});
