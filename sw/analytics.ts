// The worker's part of the analytics queue (lib/analytics-queue): it replays the same
// IndexedDB queue the pages fill, when the worker starts and on a Background Sync event the
// page asked for when something was left unsent. Leases keep a page and the worker from
// sending one batch at once; the server stores a batch once whatever happens.
import { idbStorage, openQueueDb } from '../src/lib/analytics-queue/idb-storage.ts';
import { ANALYTICS_SYNC_TAG, MIN_BATCH_INTERVAL_MS } from '../src/lib/analytics-queue/rules.ts';
import { drain, fetchSender } from '../src/lib/analytics-queue/upload.ts';

type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

export function replayAnalytics(scope: ServiceWorkerGlobalScope): Promise<{ left: number }> {
  const owner = `worker-${crypto.randomUUID()}`;
  let lastSend = 0;
  return openQueueDb()
    .then((db) =>
      drain(
        {
          storage: idbStorage(db),
          send: fetchSender(scope.location.origin),
          owner,
          now: () => Date.now(),
          random: Math.random,
          newId: () => crypto.randomUUID(),
          pace: () =>
            new Promise((resolve) => {
              const wait = Math.max(0, lastSend + MIN_BATCH_INTERVAL_MS - Date.now());
              setTimeout(() => {
                lastSend = Date.now();
                resolve();
              }, wait);
            }),
        },
        true,
      ),
    )
    .then((result) => ({ left: result.batches + result.events }));
}

export function registerAnalyticsReplay(scope: ServiceWorkerGlobalScope): void {
  // On start: a worker starts for a navigation or a push of some kind, often right after the
  // connection came back. Offline there is nothing to try.
  if (navigator.onLine) void replayAnalytics(scope).catch(() => {});
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== ANALYTICS_SYNC_TAG) return;
    // Rejecting tells the browser to try the sync again later (it backs off on its own).
    sync.waitUntil(
      replayAnalytics(scope).then(({ left }) => {
        if (left > 0 && !sync.lastChance) throw new Error(`${left} analytics items left to send`);
      }),
    );
  });
}
