// The viewer's analytics opt-out (spec §4 "opt-out stops event sending"), kept in this
// browser. The cookie notice's "Decline analytics" sets it; the analytics feature, when it runs,
// stops its providers and clears its queue, and does not start on later visits. Shared here
// because the feature that offers the choice is not the one that sends.
const KEY = 'analyticsOptOut';
const EVENT = 'analytics-opt-out';

export function analyticsOptedOut(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function optOutOfAnalytics(): void {
  try {
    localStorage.setItem(KEY, 'true');
  } catch {
    // Storage refused: the opt-out still holds for this page.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` when the viewer opts out in this page; answers the unsubscribe. */
export function onAnalyticsOptOut(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
