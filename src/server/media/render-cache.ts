// Rendered images are cheap to keep and dear to make (tens to hundreds of milliseconds of
// CPU each), so renders go through here: a byte-bounded LRU, one shared promise per key while
// it renders, and a cap on how many renders run at once so a burst of card images queues
// instead of starving the database and JSON routes of the thread pool.
import { availableParallelism } from 'node:os';

export type RenderCacheOptions = {
  /** Upper bound on the bytes of cached results. */
  maxBytes: number;
  /** Renders allowed to run at the same time. */
  concurrency: number;
};

export type RenderCache = {
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
  stats(): { entries: number; bytes: number; rendering: number; queued: number };
  clear(): void;
};

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  // A Map iterates in insertion order; re-inserting on a hit makes the first key the least
  // recently used one.
  const entries = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
  let bytes = 0;
  let running = 0;

  async function slot(): Promise<void> {
    if (running < options.concurrency) {
      running++;
      return;
    }
    // The finishing render hands its slot over directly, so `running` stays accurate.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  function remember(key: string, value: Buffer): void {
    if (value.length > options.maxBytes) return;
    entries.set(key, value);
    bytes += value.length;
    for (const [oldest, old] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    async get(key, render) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;

      const job = (async () => {
        await slot();
        try {
          const value = await render();
          remember(key, value);
          return value;
        } finally {
          release();
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, job);
      return job;
    },
    stats: () => ({ entries: entries.size, bytes, rendering: running, queued: waiting.length }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/** Renders at once: one per core, at most four; the rest of the server keeps the remainder. */
export const defaultRenderConcurrency = () => Math.max(1, Math.min(4, availableParallelism()));
