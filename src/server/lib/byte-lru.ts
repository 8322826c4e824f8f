// A least-recently-used map bounded by the bytes of its values, not their number: cached
// answers and images range from a few hundred bytes to megabytes, so a count says nothing
// about memory. Each value's size is given by the caller.
export type ByteLru<V> = {
  /** The value, marked as most recently used. */
  get(key: string): V | undefined;
  /** Adds or replaces; evicts least recently used values until the total fits. A value larger than the budget is not kept. */
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  stats(): { entries: number; bytes: number; maxBytes: number };
};

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  // A Map iterates in insertion order; re-inserting on a hit makes the first key the least
  // recently used one.
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  function remove(key: string): void {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    total -= old.bytes;
  }

  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.bytes;
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      total = 0;
    },
    stats: () => ({ entries: entries.size, bytes: total, maxBytes }),
  };
}
