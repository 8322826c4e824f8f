// A least-recently-used map bounded by the bytes of its values, not their number: cached
// answers and images range from a few hundred bytes to megabytes, so a count says nothing
// about memory. Each value's size is given by the caller.
//
// Recency is kept the "second chance" way: a hit only marks its entry, and eviction moves
// marked entries to the back instead of dropping them. A hit, the common case, then changes
// nothing in the map.
export type ByteLru<V> = {
  /** The value, marked as recently used. */
  get(key: string): V | undefined;
  /** Adds or replaces; evicts least recently used values until the total fits. A value larger than the budget is not kept. */
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  stats(): { entries: number; bytes: number; maxBytes: number };
};

type Slot<V> = { value: V; bytes: number; used: boolean };

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  // A Map iterates in insertion order: the first key is the one longest unmoved.
  const entries = new Map<string, Slot<V>>();
  let total = 0;

  function remove(key: string): void {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    total -= old.bytes;
  }

  function evict(): void {
    while (total > maxBytes) {
      const first = entries.entries().next();
      if (first.done) return;
      const [key, slot] = first.value;
      entries.delete(key);
      if (slot.used) {
        slot.used = false;
        entries.set(key, slot);
      } else {
        total -= slot.bytes;
      }
    }
  }

  return {
    get(key) {
      const slot = entries.get(key);
      if (!slot) return undefined;
      slot.used = true;
      return slot.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes, used: false });
      total += bytes;
      evict();
    },
    delete: remove,
    clear() {
      entries.clear();
      total = 0;
    },
    stats: () => ({ entries: entries.size, bytes: total, maxBytes }),
  };
}
