// Registers the service worker and offers its updates. A new version waits (the worker does not
// skip waiting on its own) so nobody is reloaded mid-browse: the viewer gets a notice "A new
// version is available" with a Reload action, which lets the waiting worker take over and
// reloads this page once it controls it. The first install has no waiting phase (nothing to
// replace), so it never shows the notice.
import { Workbox } from 'workbox-window';
import { showToast } from './core/toast.ts';

/** Lets the waiting worker take over, then reloads into the version it serves. */
function applyUpdate(wb: Workbox): void {
  // Only the tab that asked reloads; other tabs switch version on their next navigation.
  wb.addEventListener('controlling', () => location.reload());
  wb.messageSkipWaiting();
}

/**
 * Resolves once the browser says it is online. The registration waits for quiet (decision
 * 0064), by when a viewer on a flaky network may have lost it: started offline it can only
 * fail, and Chromium logs the failed script fetch as an error.
 */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let offered = false;
  // Also fired at registration for a worker that was already waiting from an earlier visit.
  wb.addEventListener('waiting', () => {
    if (offered) return;
    offered = true;
    showToast({
      message: 'updateAvailable',
      type: 'info',
      action: { label: 'reloadApp', run: () => applyUpdate(wb) },
      onDismiss: () => {
        offered = false;
      },
    });
  });
  void whenOnline()
    .then(() => wb.register())
    .catch(() => {
      // Registration fails in private modes and on insecure origins; the app works without it.
    });
}
