// The queue's storage in IndexedDB (idb), one database per origin shared by every page and the
// service worker. A readwrite transaction over the three stores is the unit of atomicity:
// IndexedDB runs overlapping readwrite transactions one after another, across contexts.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueueStorage, QueueTx, QueuedBatch, QueuedEvent, RealmCredentials } from './types.ts';

export const ANALYTICS_DB = 'analytics-queue';
const VERSION = 1;

interface QueueSchema extends DBSchema {
  events: { key: string; value: QueuedEvent };
  batches: { key: string; value: QueuedBatch };
  credentials: { key: string; value: RealmCredentials };
}

type Db = IDBPDatabase<QueueSchema>;
const STORES = ['events', 'batches', 'credentials'] as const;

export function openQueueDb(): Promise<Db> {
  return openDB<QueueSchema>(ANALYTICS_DB, VERSION, {
    upgrade(db) {
      db.createObjectStore('events', { keyPath: 'id' });
      db.createObjectStore('batches', { keyPath: 'id' });
      db.createObjectStore('credentials', { keyPath: 'realm' });
    },
  });
}

export function idbStorage(db: Db): QueueStorage {
  return {
    async addEvent(event) {
      await db.put('events', event);
    },
    async transact(work) {
      const tx = db.transaction(STORES, 'readwrite');
      const events = tx.objectStore('events');
      const batches = tx.objectStore('batches');
      const credentials = tx.objectStore('credentials');
      // `work` awaits only these requests, so the transaction stays open until it is done.
      const view: QueueTx = {
        events: () => events.getAll(),
        deleteEvent: (id) => events.delete(id),
        batches: () => batches.getAll(),
        putBatch: async (batch) => {
          await batches.put(batch);
        },
        deleteBatch: (id) => batches.delete(id),
        credentials: (realm) => credentials.get(realm),
        putCredentials: async (c) => {
          await credentials.put(c);
        },
      };
      try {
        const result = await work(view);
        await tx.done;
        return result;
      } catch (error) {
        // Nothing of a failed unit stays: an event is never both waiting and in a batch.
        try {
          tx.abort();
        } catch {
          /* already finished */
        }
        throw error;
      }
    },
    async clear() {
      const tx = db.transaction(['events', 'batches'], 'readwrite');
      await Promise.all([tx.objectStore('events').clear(), tx.objectStore('batches').clear(), tx.done]);
    },
  };
}
