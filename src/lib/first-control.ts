// A first visit is loaded before its service worker exists: the page, its start-up answers and
// its artwork come from the network and never pass through the worker, so nothing of them is
// cached. The worker claims the page once installed (sw.ts); this tells the app when that
// happens, so it can ask once more through the worker (app/keep-first-visit.ts) and the visit
// reopens offline without a second online load.

/** Read as the start-up chunk is evaluated: a page the worker serves has a controller from the start. */
const uncontrolledAtStart = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;

let claimed = false;

/**
 * Runs `run` once, when a worker first controls a page that started without one; never on a
 * page that had one (its answers went through the worker already). Returns a function that
 * stops waiting.
 */
export function whenFirstControlled(run: () => void): () => void {
  if (!uncontrolledAtStart || claimed) return () => {};
  const container = navigator.serviceWorker;
  const once = () => {
    if (claimed) return;
    claimed = true;
    run();
  };
  // The worker may have claimed the page before the app was there to listen.
  if (container.controller) {
    once();
    return () => {};
  }
  container.addEventListener('controllerchange', once, { once: true });
  return () => container.removeEventListener('controllerchange', once);
}
