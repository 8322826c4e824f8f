// An in-memory QueueStorage for unit tests of the analytics queue. It keeps IndexedDB's two
// properties the queue relies on: transactions run one after another (a chain), and a unit
// that fails leaves nothing behind (it works on copies, kept only when it completes).
import type { QueueStorage, QueueTx, QueuedBatch, QueuedEvent, RealmCredentials } from '../analytics-queue/types.ts';

export type MemoryQueue = QueueStorage & {
  readonly events: Map<string, QueuedEvent>;
  readonly batches: Map<string, QueuedBatch>;
  readonly credentials: Map<string, RealmCredentials>;
};

export function memoryQueue(): MemoryQueue {
  const state = {
    events: new Map<string, QueuedEvent>(),
    batches: new Map<string, QueuedBatch>(),
    credentials: new Map<string, RealmCredentials>(),
  };
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    get events() {
      return state.events;
    },
    get batches() {
      return state.batches;
    },
    get credentials() {
      return state.credentials;
    },
    addEvent: (event) =>
      serial(async () => {
        state.events.set(event.id, structuredClone(event));
      }),
    clear: () =>
      serial(async () => {
        state.events.clear();
        state.batches.clear();
      }),
    transact: (work) =>
      serial(async () => {
        const events = new Map(state.events);
        const batches = new Map(state.batches);
        const credentials = new Map(state.credentials);
        const tx: QueueTx = {
          events: async () => [...events.values()].map((e) => structuredClone(e)),
          deleteEvent: async (id) => void events.delete(id),
          batches: async () => [...batches.values()].map((b) => structuredClone(b)),
          putBatch: async (b) => void batches.set(b.id, structuredClone(b)),
          deleteBatch: async (id) => void batches.delete(id),
          credentials: async (realm) => structuredClone(credentials.get(realm)),
          putCredentials: async (c) => void credentials.set(c.realm, structuredClone(c)),
        };
        const result = await work(tx);
        state.events = events;
        state.batches = batches;
        state.credentials = credentials;
        return result;
      }),
  };
}
