// Start-up runs as a chain of short tasks. On a slow phone every task longer than 50 ms blocks
// taps and scrolling for its excess (Total Blocking Time); yielding between steps lets the
// browser paint and answer input in between.

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task; the returned promise resolves in a new one. `scheduler.yield()` where
 * the browser has it (the continuation keeps its place ahead of other queued work), else a
 * zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Longest a run of idle work may take before it waits for the next idle period. */
const IDLE_SLICE_MS = 5;

/** Resolves in the browser's next idle period (with its deadline; at the latest after `timeoutMs`), or after a zero timeout. */
export function nextIdle(timeoutMs = 2_000): Promise<IdleDeadline | null> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(resolve, { timeout: timeoutMs });
    else setTimeout(() => resolve(null), 0);
  });
}

/**
 * Starts each job in idle time, a few per idle period, and returns what they promise. The
 * browser grants up to 50 ms an idle period; started all in one, the hundred fetches of a long
 * page made one 30 ms task, which Lighthouse's simulated phone counts four times over. Each
 * job starts in a task of its own: a job's promise chain (the http client's hooks before the
 * request goes out) runs in the microtasks right after it, in the same task, so jobs started
 * back to back still made one long task (15–45 ms, traced). Each slice stops at 5 ms, those
 * microtasks included, or when the period ends, whichever comes first.
 */
export async function startWhenIdle<T>(jobs: readonly (() => Promise<T>)[]): Promise<Promise<T>[]> {
  const started: Promise<T>[] = [];
  const waiting = [...jobs];
  while (waiting.length > 0) {
    const deadline = await nextIdle();
    const sliceEnd = performance.now() + IDLE_SLICE_MS;
    // At least one job a slice, so a busy page still gets through them.
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      started.push(job());
      if (waiting.length === 0) break;
      await yieldToMain();
      if (performance.now() >= sliceEnd || (deadline?.timeRemaining() ?? 1) <= 0) break;
    }
  }
  return started;
}

/** Idle callbacks this far apart at most count as the main thread being free in between. */
const QUIET_GAP_MS = 100;

/**
 * Resolves once the page has gone quiet: `periods` idle callbacks in a row, each within
 * QUIET_GAP_MS of the one before, i.e. the main thread had nothing else to do for roughly
 * `periods` × 50 ms; or after `timeoutMs` in any case, so a page that never rests (a playing
 * video's controls) still gets there. Quiet is read from when the callbacks arrive, not from the
 * deadline's timeRemaining(): that is capped by whoever wraps requestIdleCallback (Lighthouse
 * scales it down to model a slow phone) and says little about the time between periods.
 */
export function whenQuiet(periods = 20, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    if (typeof requestIdleCallback !== 'function') return;
    let inARow = 0;
    let last = performance.now();
    const check = () => {
      const now = performance.now();
      inARow = now - last <= QUIET_GAP_MS ? inARow + 1 : 0;
      last = now;
      if (inARow < periods) {
        requestIdleCallback(check);
        return;
      }
      clearTimeout(timer);
      resolve();
    };
    requestIdleCallback(check);
  });
}
