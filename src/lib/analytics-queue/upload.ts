// Sending the queue: seal what waits into batches, then send batch after batch, each leased
// first, at most one every MIN_BATCH_INTERVAL_MS, each given up after REQUEST_TIMEOUT_MS. The
// page (features/analytics) and the service worker (sw/sw.ts) both run `drain`; the leases keep
// them from sending the same batch at once, and the server's dedupe by batch id covers a
// timeout whose request did arrive.
import { APP_ID, APP_VERSION, HEADER } from '../../contracts/headers.ts';
import type { AnalyticsBatch } from '../../contracts/analytics.ts';
import { ANALYTICS_OPERATIONS } from '../../contracts/operations-analytics.ts';
import { claimBatch, queueState, sealBatch, settleBatch, type Claim } from './queue.ts';
import { REQUEST_TIMEOUT_MS, uploadOutcome } from './rules.ts';
import type { QueueStorage, QueuedBatch, RealmCredentials } from './types.ts';

export const ANALYTICS_BATCH_PATH = ANALYTICS_OPERATIONS.analyticsBatch.path;

/** Sends one batch; answers the HTTP status, or null when nothing came back in time. */
export type SendBatch = (batch: QueuedBatch, credentials: RealmCredentials) => Promise<number | null>;

export type DrainDeps = {
  storage: QueueStorage;
  send: SendBatch;
  /** Who is sending (a page or the worker): the lease's owner. */
  owner: string;
  now: () => number;
  random: () => number;
  newId: () => string;
  /** Resolves when the next batch may go (the minimum interval since the previous one). */
  pace: () => Promise<void>;
};

export type DrainResult = { sent: number; failed: number; batches: number; events: number; nextDue: number | null };

/** Seals every waiting event of initialised realms: from here each batch keeps its id (and user) for every attempt. */
export async function sealWaiting(storage: QueueStorage, newId: () => string, now: () => number): Promise<void> {
  while (await sealBatch(storage, newId(), now())) {
    /* one batch per realm and session, up to the batch limit */
  }
}

export async function drain(deps: DrainDeps, force: boolean): Promise<DrainResult> {
  const { storage, send, owner, now, random, newId, pace } = deps;
  await sealWaiting(storage, newId, now);
  const tried = new Set<string>();
  let sent = 0;
  let failed = 0;
  for (;;) {
    const claim: Claim | null = await claimBatch(storage, { owner, now: now(), force, skip: tried });
    if (!claim) break;
    tried.add(claim.batch.id);
    await pace();
    const outcome = uploadOutcome(await send(claim.batch, claim.credentials));
    await settleBatch(storage, claim, outcome, now(), random());
    if (outcome === 'done') sent += 1;
    else failed += 1;
    // A refused key holds the realm's other batches; a failing server will fail them too.
    if (outcome !== 'done') break;
  }
  return { sent, failed, ...(await queueState(storage)) };
}

/** The wire form of a queued batch (contracts/analytics.ts). */
export function batchBody(batch: QueuedBatch, sentAt: Date): AnalyticsBatch {
  return {
    id: batch.id,
    sessionId: batch.sessionId,
    sentAt: sentAt.toISOString(),
    ...(batch.mpid ? { mpid: batch.mpid } : {}),
    events: batch.events,
  };
}

/**
 * The customer-data library's upload: plain-text JSON (spec §7) with the client headers (§7),
 * given up after REQUEST_TIMEOUT_MS. Works in a page and in the worker (fetch only).
 */
export function fetchSender(origin: string): SendBatch {
  return async (batch, credentials) => {
    // Known to be offline (page or worker): no request, which could only fail and be logged as
    // an error; the batch stays and the return of the network replays it.
    if (globalThis.navigator?.onLine === false) return null;
    try {
      const response = await fetch(new URL(ANALYTICS_BATCH_PATH, origin), {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'application/json',
          [HEADER.realm]: credentials.realm,
          [HEADER.apiKey]: credentials.apiKey,
          [HEADER.appId]: APP_ID,
          [HEADER.appVersion]: APP_VERSION,
          [HEADER.deviceId]: credentials.deviceId,
        },
        body: JSON.stringify(batchBody(batch, new Date())),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        credentials: 'omit',
        cache: 'no-store',
      });
      return response.status;
    } catch {
      // Offline, refused, or timed out: the batch stays and goes again.
      return null;
    }
  };
}
