// The queue's operations over a QueueStorage, each one atomic (one transaction), so that the
// page and the service worker working on the same IndexedDB never seal an event twice or send
// one batch at the same time. Time and ids are passed in: the same code runs in both places
// and in the unit tests.
import { ANALYTICS_MAX_EVENTS_PER_BATCH } from '../../contracts/analytics-constants.ts';
import { LEASE_MS, backoffDelay, type UploadOutcome } from './rules.ts';
import type { QueueStorage, QueuedBatch, QueuedEvent, RealmCredentials } from './types.ts';

const byAge = (a: QueuedEvent, b: QueuedEvent) => a.seq - b.seq || (a.id < b.id ? -1 : 1);

/**
 * Moves the oldest waiting events of one realm and session (up to the batch limit) into a new
 * batch with the id given, stamped with the realm's current analytics user. Only realms whose
 * library is initialised (credentials saved) are sealed: until then their events wait as they
 * are. Answers the batch, or null when no event can be sealed.
 */
export function sealBatch(
  storage: QueueStorage,
  id: string,
  now: number,
  max = ANALYTICS_MAX_EVENTS_PER_BATCH,
): Promise<QueuedBatch | null> {
  return storage.transact(async (tx) => {
    const waiting = (await tx.events()).sort(byAge);
    const known = new Map<string, RealmCredentials | undefined>();
    let first: QueuedEvent | undefined;
    let credentials: RealmCredentials | undefined;
    for (const e of waiting) {
      if (!known.has(e.realm)) known.set(e.realm, await tx.credentials(e.realm));
      credentials = known.get(e.realm);
      if (credentials) {
        first = e;
        break;
      }
    }
    if (!first || !credentials) return null;
    const { realm, sessionId } = first;
    const taken = waiting.filter((e) => e.realm === realm && e.sessionId === sessionId).slice(0, max);
    for (const e of taken) await tx.deleteEvent(e.id);
    const batch: QueuedBatch = {
      id,
      realm,
      sessionId,
      mpid: credentials.mpid ?? null,
      events: taken.map(({ id: eventId, name, timestamp, attributes }) => ({ id: eventId, name, timestamp, attributes })),
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      leaseOwner: null,
      leaseUntil: 0,
    };
    await tx.putBatch(batch);
    return batch;
  });
}

export type Claim = { batch: QueuedBatch; credentials: RealmCredentials };

export type ClaimOptions = {
  owner: string;
  now: number;
  /** A replay (online, start, sync) sends what is due later too; the timer sends only what is due. */
  force: boolean;
  /** Batches this drain already tried: a forced replay tries each once. */
  skip: ReadonlySet<string>;
};

/**
 * Leases the oldest batch that nobody holds, is due, and whose realm's key was not refused.
 * Answers it with its realm's credentials, or null when there is nothing to send.
 */
export function claimBatch(storage: QueueStorage, options: ClaimOptions): Promise<Claim | null> {
  const { owner, now, force, skip } = options;
  return storage.transact(async (tx) => {
    const candidates = (await tx.batches())
      .filter((b) => !skip.has(b.id) && b.leaseUntil <= now && (force || b.nextAttemptAt <= now))
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
    for (const batch of candidates) {
      const credentials = await tx.credentials(batch.realm);
      if (!credentials || credentials.refusedKey === credentials.apiKey) continue;
      const leased = { ...batch, leaseOwner: owner, leaseUntil: now + LEASE_MS };
      await tx.putBatch(leased);
      return { batch: leased, credentials };
    }
    return null;
  });
}

/**
 * Records what became of an upload: done deletes the batch (whoever holds it: the server has
 * it) and makes the realm's other batches waiting out a backoff due at once (the server takes
 * batches again: after an outage of 503s, waiting out backoffs of up to minutes would leave
 * the queue full long after the server is back); retry keeps it with a later due time; stop keeps it and marks the key it was sent with
 * as refused, which holds every batch of that realm until the page brings another key.
 */
export function settleBatch(storage: QueueStorage, claim: Claim, outcome: UploadOutcome, now: number, random: number): Promise<void> {
  const { batch, credentials } = claim;
  return storage.transact(async (tx) => {
    if (outcome === 'done') {
      await tx.deleteBatch(batch.id);
      for (const other of await tx.batches()) {
        const waiting = other.realm === batch.realm && other.attempts > 0 && other.leaseUntil <= now && other.nextAttemptAt > now;
        if (waiting) await tx.putBatch({ ...other, attempts: 0, nextAttemptAt: now });
      }
      return;
    }
    const current = (await tx.batches()).find((b) => b.id === batch.id);
    // Deleted meanwhile (an opt-out), or taken over after the lease ran out: not ours to change.
    if (!current || current.leaseOwner !== batch.leaseOwner || current.leaseUntil !== batch.leaseUntil) return;
    const attempts = current.attempts + 1;
    await tx.putBatch({ ...current, attempts, nextAttemptAt: now + backoffDelay(attempts, random), leaseOwner: null, leaseUntil: 0 });
    if (outcome === 'stop') {
      const latest = await tx.credentials(batch.realm);
      if (latest?.apiKey === credentials.apiKey) await tx.putCredentials({ ...latest, refusedKey: credentials.apiKey });
    }
  });
}

/**
 * The page keeps each realm's upload headers current; a new key lifts a refusal of the old one.
 * With `mpid` given (an identity answer), later batches are sealed for that analytics user.
 */
export function saveCredentials(
  storage: QueueStorage,
  realm: string,
  apiKey: string,
  deviceId: string,
  mpid?: string | null,
): Promise<void> {
  return storage.transact(async (tx) => {
    const known = await tx.credentials(realm);
    await tx.putCredentials({
      realm,
      apiKey,
      deviceId,
      refusedKey: known?.refusedKey ?? null,
      mpid: mpid === undefined ? (known?.mpid ?? null) : mpid,
    });
  });
}

/** What is left: batches and waiting events, and when the earliest batch is next due. */
export function queueState(storage: QueueStorage): Promise<{ batches: number; events: number; nextDue: number | null }> {
  return storage.transact(async (tx) => {
    const batches = await tx.batches();
    const events = await tx.events();
    const due = batches.map((b) => Math.max(b.nextAttemptAt, b.leaseUntil));
    return { batches: batches.length, events: events.length, nextDue: due.length ? Math.min(...due) : null };
  });
}
