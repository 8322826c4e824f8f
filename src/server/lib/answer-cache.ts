// Public answers kept serialized in memory: the JSON bytes, their ETag and, once asked for,
// their br and gzip forms, so a hit costs no query, no JSON.stringify, no hashing and no
// compression. An answer is served only while the version counter of the realm it was made
// from is unchanged (services/versions.ts, decision 0013), and a catalogue answer only until
// the realm's next live event starts or ends. Bounded by bytes, least recently used first out.
import type { VersionSnapshot } from '../services/versions.ts';
import { createByteLru } from './byte-lru.ts';
import { encode, type Coding } from './content-coding.ts';
import { etagOf } from './etag.ts';

export type Answer = {
  /** The JSON, UTF-8. */
  readonly body: Buffer;
  /** Strong tag over `body`. */
  readonly etag: string;
  /** The body compressed, made on first use and kept with the answer. */
  encoded(coding: Coding): Promise<Buffer>;
  /** The compressed body if already made (a hit then needs no waiting at all). */
  encodedNow(coding: Coding): Buffer | undefined;
};

export type AnswerScope = {
  /** The counters read before the answer is looked up or made: a new answer is tagged with them. */
  snapshot: VersionSnapshot;
  /** The realm whose data the answer is made of; null for every realm's (the realm directory). */
  realm: string | null;
  /** Depends on the clock through the live schedule (catalogue pages, init). */
  timed: boolean;
};

export type AnswerCacheOptions = {
  maxBytes: number;
  /** The app's clock, the one the catalogue reads. */
  now: () => Date;
  /** The realm's next live event start or end after a moment (CatalogueService.nextChange). */
  nextChange: (realm: string, after: Date) => Promise<Date | null>;
};

export type AnswerCache = {
  /** The answer under `key` if still good for `scope`, else the one `make` gives (one make per key at a time). */
  get(key: string, scope: AnswerScope, make: () => Promise<unknown>): Promise<Answer>;
  /** The answer under `key` if still good for `scope`, without waiting; undefined otherwise. */
  peek(key: string, scope: AnswerScope): Answer | undefined;
  stats(): { entries: number; bytes: number; maxBytes: number };
  clear(): void;
};

/** An answer for one request only (a signed-in viewer's, or with the cache off): same form, nothing kept. */
export const singleAnswer = (value: unknown): Answer => bytesAnswer(Buffer.from(JSON.stringify(value)));

/** An answer for one request from JSON bytes made already (lib/splice.ts). */
export const bytesAnswer = (body: Buffer): Answer => answerOfBytes(body, () => undefined, 'once');

function answerOf(value: unknown, grew: (bytes: number) => void): Answer {
  return answerOfBytes(Buffer.from(JSON.stringify(value)), grew, 'kept');
}

function answerOfBytes(body: Buffer, grew: (bytes: number) => void, use: 'kept' | 'once'): Answer {
  const codings = new Map<Coding, Promise<Buffer>>();
  const ready = new Map<Coding, Buffer>();
  let etag: string | undefined;
  // A kept answer is answered with a quick compression at once, and a better one replaces it
  // when made (same JSON, same ETag); should that fail, the quick one stays.
  function improve(coding: Coding, quick: Buffer): void {
    encode(body, coding, 'best').then(
      (best) => {
        if (best.length >= quick.length) return;
        ready.set(coding, best);
        codings.set(coding, Promise.resolve(best));
        grew(best.length - quick.length);
      },
      () => undefined,
    );
  }
  return {
    body,
    // Worked out when first read: a viewer's own answer goes without one.
    get etag() {
      return (etag ??= etagOf(body));
    },
    encoded(coding) {
      let made = codings.get(coding);
      if (!made) {
        made = encode(body, coding, use);
        codings.set(coding, made);
        made.then(
          (bytes) => {
            ready.set(coding, bytes);
            grew(bytes.length);
            if (use === 'kept') improve(coding, bytes);
          },
          () => codings.delete(coding),
        );
      }
      return made;
    },
    encodedNow: (coding) => ready.get(coding),
  };
}

type Entry = { answer: Answer; realm: string | null; version: string; generation: number; until: number };

// What a cached answer costs besides its bytes: key, entry and answer objects.
const OVERHEAD_BYTES = 512;

function tagOf(scope: AnswerScope): string {
  return scope.realm === null ? `g${scope.snapshot.generation}` : `v${scope.snapshot.version(scope.realm)}`;
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const lru = createByteLru<Entry>(options.maxBytes);
  const making = new Map<string, { tag: string; promise: Promise<Answer> }>();
  // Per realm: until when its catalogue answers hold, for the version they were worked out at.
  const horizons = new Map<string, { version: string; until: number; promise: Promise<number> }>();

  /** Until when answers made now for `realm` at `version` hold (Infinity when no event is ahead). */
  function horizon(realm: string, version: string, nowMs: number): Promise<number> {
    const known = horizons.get(realm);
    if (known && known.version === version && nowMs < known.until) return known.promise;
    const promise = options.nextChange(realm, new Date(nowMs)).then((next) => {
      const until = next ? next.getTime() : Infinity;
      const current = horizons.get(realm);
      if (current?.promise === promise) current.until = until;
      return until;
    });
    // Until the query answers, callers share it (until = Infinity keeps it usable meanwhile).
    horizons.set(realm, { version, until: Infinity, promise });
    promise.catch(() => horizons.delete(realm));
    return promise;
  }

  function fresh(entry: Entry, scope: AnswerScope): boolean {
    if (entry.until !== Infinity && options.now().getTime() >= entry.until) return false;
    if (entry.realm === null) return entry.generation === scope.snapshot.generation;
    return entry.version === scope.snapshot.version(entry.realm);
  }

  async function make(key: string, scope: AnswerScope, produce: () => Promise<unknown>): Promise<Answer> {
    const version = scope.realm === null ? '' : scope.snapshot.version(scope.realm);
    // Worked out before the answer is made: it then holds at least until that moment.
    const until = scope.timed && scope.realm !== null ? await horizon(scope.realm, version, options.now().getTime()) : Infinity;
    const value = await produce();
    let bytes = 0;
    const entry: Entry = {
      answer: answerOf(value, (more) => {
        // A compressed form counts once made, if the answer is still cached.
        if (lru.get(key) !== entry) return;
        bytes += more;
        lru.set(key, entry, bytes);
      }),
      realm: scope.realm,
      version,
      generation: scope.snapshot.generation,
      until,
    };
    bytes = entry.answer.body.length + key.length * 2 + OVERHEAD_BYTES;
    lru.set(key, entry, bytes);
    return entry.answer;
  }

  function peek(key: string, scope: AnswerScope): Answer | undefined {
    const cached = lru.get(key);
    return cached && fresh(cached, scope) ? cached.answer : undefined;
  }

  return {
    peek,
    get(key, scope, produce) {
      const cached = peek(key, scope);
      if (cached) return Promise.resolve(cached);
      const tag = tagOf(scope);
      const pending = making.get(key);
      if (pending?.tag === tag) return pending.promise;
      const promise = make(key, scope, produce).finally(() => {
        if (making.get(key)?.promise === promise) making.delete(key);
      });
      making.set(key, { tag, promise });
      return promise;
    },
    stats: () => lru.stats(),
    clear() {
      lru.clear();
      horizons.clear();
    },
  };
}
