// Registers the service worker. A new version waits until every tab of the app is closed
// (no forced reloads mid-browse); `onUpdateReady` lets the UI offer a reload instead.
import { Workbox } from 'workbox-window';

let waitingListener: (() => void) | null = null;
let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => waitingListener?.());
  void workbox.register().catch(() => {
    // Registration fails in private modes and on insecure origins; the app works without it.
  });
}

/** Calls `listener` when a new version is installed and waiting. */
export function onUpdateReady(listener: () => void): void {
  waitingListener = listener;
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
