// Runs a task just after every UTC midnight while the process lives. The delay is worked out
// again from the clock before each wait, so a timer that fires early (or a machine that slept)
// still lands on the right day; no run overlaps the next.
const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next UTC midnight (a whole day when `now` is midnight). */
export function untilNextUtcMidnight(now: Date): number {
  return DAY_MS - (now.getTime() % DAY_MS);
}

export type DailyOptions = {
  now: () => Date;
  /** A failed run is reported here; the next midnight is still scheduled. */
  onError: (error: unknown) => void;
};

export type Daily = {
  /** Cancels the next run and waits for one in progress, so what it uses can be closed. */
  stop(): Promise<void>;
};

export function runDailyAtUtcMidnight(task: () => Promise<void>, options: DailyOptions): Daily {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  function wait(): void {
    timer = setTimeout(() => {
      running = task()
        .catch(options.onError)
        .finally(() => {
          if (!stopped) wait();
        });
    }, untilNextUtcMidnight(options.now()));
    // A server that is otherwise done should exit, not wait for midnight.
    timer.unref();
  }

  wait();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
