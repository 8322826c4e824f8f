// What the analytics queue keeps in IndexedDB, shared by the page and the service worker
// (sw/sw.ts): events written as they happen, batches sealed from them before anything is sent,
// and per realm what the upload needs (headers) and whether the realm's key was refused.
import type { AnalyticsEvent } from '../../contracts/analytics.ts';

/** An event waiting to be sealed into a batch. */
export type QueuedEvent = AnalyticsEvent & { realm: string; sessionId: string; seq: number };

/** A batch as sealed: its id is fixed then, so every send of it is the same batch to the server. */
export type QueuedBatch = {
  id: string;
  realm: string;
  sessionId: string;
  /** The analytics user when it was sealed (absent in batches sealed before identity existed). */
  mpid?: string | null;
  events: AnalyticsEvent[];
  createdAt: number;
  attempts: number;
  /** Not sent again before this (ms since epoch) unless a replay asks for everything. */
  nextAttemptAt: number;
  /** Who is sending it and until when: at most one page or worker has a batch in flight. */
  leaseOwner: string | null;
  leaseUntil: number;
};

/**
 * Per realm: the headers an upload carries, the API key the server refused (spec §8), and the
 * analytics user the last identity call answered. Written once the library is initialised
 * (config and identity answered): a realm without them has nothing sealed or sent.
 */
export type RealmCredentials = { realm: string; apiKey: string; deviceId: string; refusedKey: string | null; mpid?: string | null };

/** One atomic unit of work on the store (an IndexedDB readwrite transaction). */
export type QueueTx = {
  events(): Promise<QueuedEvent[]>;
  deleteEvent(id: string): Promise<void>;
  batches(): Promise<QueuedBatch[]>;
  putBatch(batch: QueuedBatch): Promise<void>;
  deleteBatch(id: string): Promise<void>;
  credentials(realm: string): Promise<RealmCredentials | undefined>;
  putCredentials(credentials: RealmCredentials): Promise<void>;
};

export type QueueStorage = {
  addEvent(event: QueuedEvent): Promise<void>;
  /** Runs `work` atomically: no other context sees or changes the store in between. */
  transact<T>(work: (tx: QueueTx) => Promise<T>): Promise<T>;
  /** Empties events and batches (opt-out). */
  clear(): Promise<void>;
};
