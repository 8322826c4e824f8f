// Rendered images are cheap to keep and dear to make (tens to hundreds of milliseconds of
// CPU each), so renders go through here: a byte-bounded LRU, one shared promise per key while
// it renders, and a cap on how many renders run at once so a burst of card images queues
// instead of starving the database and JSON routes of the thread pool.
import { availableParallelism } from 'node:os';
import { createByteLru } from '../lib/byte-lru.ts';

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
  const entries = createByteLru<Buffer>(options.maxBytes);
  const inFlight = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
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

  return {
    async get(key, render) {
      const hit = entries.get(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;

      const job = (async () => {
        await slot();
        try {
          const value = await render();
          entries.set(key, value, value.length);
          return value;
        } finally {
          release();
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, job);
      return job;
    },
    stats: () => {
      const { entries: count, bytes } = entries.stats();
      return { entries: count, bytes, rendering: running, queued: waiting.length };
    },
    clear: () => entries.clear(),
  };
}

/** Renders at once: one per core, at most four; the rest of the server keeps the remainder. */
export const defaultRenderConcurrency = () => Math.max(1, Math.min(4, availableParallelism()));
