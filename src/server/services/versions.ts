// What this instance knows of the realms' version counters (db/realm-version.ts). Cached
// answers carry the counter they were made under and are served only while it is unchanged
// (decision 0013). The table is re-read at most once per `checkMs`, by the first request after
// that, and every request in the meantime shares the answer; a write made here re-reads at
// once (expire), so this instance never serves its own stale copy.
import type { Db } from '../db/index.ts';
import { readRealmVersions } from '../db/realm-version.ts';

export type VersionSnapshot = {
  /** Changes whenever any realm's counter changes or a realm appears: for answers made of every realm. */
  readonly generation: number;
  /** A realm's counter ('0' for a realm never bumped); only equality means anything. */
  version(realm: string): string;
};

export type RealmVersions = {
  current(): Promise<VersionSnapshot>;
  /** The snapshot current() would answer at once, or null when it would read the table. */
  peek(): VersionSnapshot | null;
  /** Something was written from this process: the next current() reads the table again. */
  expire(): void;
};

export type VersionOptions = {
  /** How old a read may be and still answer; 0 reads the table for every request. */
  checkMs: number;
  /** Monotonic milliseconds (never the app's clock, which tests pin). */
  clock?: () => number;
};

type Known = { snapshot: VersionSnapshot; versions: Map<string, string>; startedAt: number; epoch: number };

function sameVersions(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [realm, version] of a) if (b.get(realm) !== version) return false;
  return true;
}

export function createRealmVersions(db: Db, options: VersionOptions): RealmVersions {
  const clock = options.clock ?? (() => performance.now());
  let known: Known | null = null;
  let pending: { startedAt: number; epoch: number; promise: Promise<VersionSnapshot> } | null = null;
  let epoch = 0;
  let generation = 0;

  // Usable when read after the last local write and less than checkMs ago (by its start).
  const usable = (read: { startedAt: number; epoch: number }, at: number) => read.epoch === epoch && at - read.startedAt < options.checkMs;

  async function read(startedAt: number, readEpoch: number): Promise<VersionSnapshot> {
    const versions = await readRealmVersions(db);
    // Reads may finish out of order (an expire starts a new one): the one started last wins,
    // and a caller of an older read gets the newer answer, never a step back.
    if (known && known.startedAt > startedAt) return known.snapshot;
    if (!known || !sameVersions(known.versions, versions)) generation++;
    const snapshot: VersionSnapshot = { generation, version: (realm) => versions.get(realm) ?? '0' };
    known = { snapshot, versions, startedAt, epoch: readEpoch };
    return snapshot;
  }

  return {
    current() {
      const at = clock();
      if (known && usable(known, at)) return Promise.resolve(known.snapshot);
      if (pending && usable(pending, at)) return pending.promise;
      const started = { startedAt: at, epoch };
      const promise = read(started.startedAt, started.epoch).finally(() => {
        if (pending?.promise === promise) pending = null;
      });
      pending = { ...started, promise };
      return promise;
    },
    peek() {
      return known && usable(known, clock()) ? known.snapshot : null;
    },
    expire() {
      epoch++;
    },
  };
}
