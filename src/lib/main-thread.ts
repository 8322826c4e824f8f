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
