// The upload rules of the customer-data library (spec §8) and its timings (spec §9), as pure
// functions so that their order and edges are tested on their own.

/** Spec §9: a batch goes out at most every 500 ms. */
export const MIN_BATCH_INTERVAL_MS = 500;
/** Spec §9: an upload that has not answered in 300 ms is given up (and retried later). */
export const REQUEST_TIMEOUT_MS = 300;
/** Spec §9: a new analytics session after 30 minutes without an event. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** Spec §9: work the page starts in the background waits for 1 s of quiet. */
export const BACKGROUND_DEBOUNCE_MS = 1000;
/** Spec §9: third-party providers start 5 s after the app, off the start-up path. */
export const INTEGRATION_DELAY_MS = 5000;

/** Retries start at the batch interval and double, up to a minute. */
export const BACKOFF_BASE_MS = MIN_BATCH_INTERVAL_MS;
export const BACKOFF_MAX_MS = 60_000;
/**
 * How long a page or worker holds a batch it is sending. Far above the request timeout, so a
 * lease never runs out while its request can still be answered; short enough that a batch
 * whose sender was closed mid-send goes out again soon.
 */
export const LEASE_MS = 10 * REQUEST_TIMEOUT_MS;

export type UploadOutcome = 'done' | 'retry' | 'stop';

/**
 * What an upload's answer means (spec §8), in this order: 2xx done; 5xx and 429 keep the batch
 * for a retry — checked before "401 and above", which would otherwise take them; 401 and above
 * stop sending until the key or configuration changes (the batch is kept); anything else (400,
 * 3xx, no answer at all) keeps it and retries. `null` is a network failure or a timeout.
 */
export function uploadOutcome(status: number | null): UploadOutcome {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status >= 500 || status === 429) return 'retry';
  if (status >= 401) return 'stop';
  return 'retry';
}

/**
 * Wait before the `attempts`-th retry: the base doubled per failed attempt up to the maximum,
 * then spread over its upper half (`random` in [0, 1)) so that many devices coming back at once
 * after an outage do not retry in step.
 */
export function backoffDelay(attempts: number, random: number): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 20));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

export type AnalyticsSession = { id: string; lastActivity: number };

/** The session an event at `now` belongs to: the same one unless 30 minutes passed without an event. */
export function sessionAt(previous: AnalyticsSession | null, now: number, newId: () => string): AnalyticsSession {
  if (previous && now - previous.lastActivity < SESSION_TIMEOUT_MS) return { id: previous.id, lastActivity: now };
  return { id: newId(), lastActivity: now };
}

/** The Background Sync tag the page registers and the worker answers (sw/analytics.ts). */
export const ANALYTICS_SYNC_TAG = 'analytics-replay';
