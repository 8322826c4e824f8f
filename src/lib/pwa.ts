// Registers the service worker. A new version waits until every tab of the app is closed,
// so nobody is reloaded mid-browse.
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void new Workbox('/sw.js', { scope: '/' }).register().catch(() => {
    // Registration fails in private modes and on insecure origins; the app works without it.
  });
}
