// The customer-data provider: every event is written to the IndexedDB queue as it happens
// (lib/analytics-queue), sealed into batches at most every MIN_BATCH_INTERVAL_MS, and uploaded
// by the shared drain. Replays: when the browser comes back online, at start, and — where the
// browser has Background Sync — through the service worker, asked for whenever something is
// left unsent. Nothing is sent while offline (the attempt would only fail).
//
// Spec §4: the library is uninitialised until the config fetch and the identity response. Until
// both have answered, events are still written to IndexedDB as they happen (never lost) but
// nothing is sealed or sent; once initialised they go out like any other ("calls queued then
// replayed"). A config that says collection is off sends nothing and records nothing. When the
// config or identity call fails, the next replay — `online`, start — tries again, and online a
// timer on the batches' backoff does too (a call timed out). Signing in and out seals what was
// tracked for the previous user first, then asks the collector for the new one.
import { MARKETING_PROVIDER, type IdentityAction } from '../../contracts/analytics-constants.ts';
import { saveCredentials } from '../../lib/analytics-queue/queue.ts';
import { backoffDelay, MIN_BATCH_INTERVAL_MS, sessionAt, type AnalyticsSession } from '../../lib/analytics-queue/rules.ts';
import type { QueueStorage } from '../../lib/analytics-queue/types.ts';
import { drain, sealWaiting, type DrainResult, type SendBatch } from '../../lib/analytics-queue/upload.ts';
import type { IdentityClient, IdentityResult } from './identity.ts';
import type { AnalyticsProvider, TrackedEvent } from './providers.ts';

export type Clock = {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type CustomerDataDeps = {
  storage: QueueStorage;
  send: SendBatch;
  realm: string;
  apiKey: string;
  deviceId: string;
  clock: Clock;
  random: () => number;
  newId: () => string;
  online: () => boolean;
  /** Asks the service worker to replay when the browser sees fit (Background Sync), if it can. */
  requestSync: () => void;
  session: { read(): AnalyticsSession | null; write(session: AnalyticsSession): void };
  /** Spec §4 "config fetch": whether the realm collects at all; rejects when nothing answered. */
  fetchEnabled: () => Promise<boolean>;
  identity: IdentityClient;
  /** The signed-in customer's id, or null (a guest, nobody). */
  customerId: () => string | null;
};

/** uninitialised until config and identity answered (spec §4); off when the config says so. */
export type CustomerDataState = 'uninitialised' | 'ready' | 'off';

export type CustomerDataProvider = AnalyticsProvider & {
  /** Sends everything queued now, whatever its retry time (online, start). */
  replay(): Promise<void>;
  /** Settles when queued work so far has been tried (tests, the benchmark). */
  idle(): Promise<void>;
  readonly lastResult: DrainResult | null;
  readonly state: CustomerDataState;
  /** The analytics user batches are sealed for (null before the identity answer, or after a 400). */
  readonly mpid: string | null;
  /** The viewer signed in (`login`) or out (`logout`): later events belong to the user the collector answers. */
  changeUser(action: Extract<IdentityAction, 'login' | 'logout'>): Promise<void>;
};

export function createCustomerData(deps: CustomerDataDeps): CustomerDataProvider {
  const { storage, clock } = deps;
  const owner = `page-${deps.newId()}`;
  let stopped = false;
  let timer: unknown = null;
  let lastSend = 0;
  let running: Promise<void> | null = null;
  let again: boolean | null = null;
  let lastResult: DrainResult | null = null;
  // Orders events of the same millisecond as they were tracked.
  let sequence = 0;
  let state: CustomerDataState = 'uninitialised';
  let mpid: string | null = null;
  let initialising: Promise<boolean> | null = null;
  // This provider's own identity calls wait for the one before to return, as the spec's
  // in-flight message asks: a sign-in during the start's identify is sent after it, not refused.
  let identityChain: Promise<unknown> = Promise.resolve();

  const identityCall = (action: IdentityAction): Promise<IdentityResult> => {
    const next = identityChain.then(() => deps.identity.request(action, { customerId: deps.customerId(), email: null }));
    identityChain = next.catch(() => {});
    return next;
  };

  /** An answer initialises the library; a 400 too, with no analytics user to attach. False once stopped. */
  async function adopt(result: IdentityResult): Promise<boolean> {
    if (stopped) return false;
    mpid = result.status === 400 ? null : result.mpid;
    await saveCredentials(storage, deps.realm, deps.apiKey, deps.deviceId, mpid);
    state = 'ready';
    return true;
  }

  async function attemptInitialise(): Promise<boolean> {
    try {
      if (!(await deps.fetchEnabled())) {
        state = 'off';
        return false;
      }
      return await adopt(await identityCall('identify'));
    } catch {
      // No answer, or a status the library does not read: the next replay tries again.
      return false;
    }
  }

  function initialise(): Promise<boolean> {
    if (state !== 'uninitialised') return Promise.resolve(state === 'ready');
    if (initialising) return initialising;
    const attempt = attemptInitialise();
    initialising = attempt;
    void attempt.finally(() => {
      if (initialising === attempt) initialising = null;
    });
    return attempt;
  }

  const pace = () =>
    new Promise<void>((resolve) => {
      const wait = lastSend + MIN_BATCH_INTERVAL_MS - clock.now();
      const go = () => {
        lastSend = clock.now();
        resolve();
      };
      if (wait <= 0) go();
      else clock.setTimeout(go, wait);
    });

  const schedule = (at: number) => {
    if (stopped || timer !== null) return;
    timer = clock.setTimeout(
      () => {
        timer = null;
        void flush(false);
      },
      Math.max(0, at - clock.now()),
    );
  };

  // A config or identity call that got no answer (a slow or flaky network: the spec's 300 ms
  // timeout) is tried again on the batches' backoff, so what waits is not held until the next
  // event or replay: a viewer who opens one page and stays on it would otherwise send nothing.
  let initFailures = 0;
  function retryInitialise(): void {
    if (stopped || state !== 'uninitialised' || !deps.online()) return;
    initFailures += 1;
    schedule(clock.now() + backoffDelay(initFailures, deps.random()));
  }

  async function run(force: boolean): Promise<void> {
    if (!(await initialise())) return retryInitialise();
    initFailures = 0;
    const result = await drain({ storage, send: deps.send, owner, now: clock.now, random: deps.random, newId: deps.newId, pace }, force);
    lastResult = result;
    if (result.batches > 0 || result.events > 0) {
      deps.requestSync();
      if (result.nextDue !== null) schedule(result.nextDue);
    }
  }

  function flush(force: boolean): Promise<void> {
    if (stopped || !deps.online()) {
      // Offline: the worker's Background Sync replays once the browser is back, if the page is gone by then.
      if (!stopped) deps.requestSync();
      return running ?? Promise.resolve();
    }
    if (running) {
      again = (again ?? false) || force;
      return running;
    }
    running = run(force)
      .catch(() => {
        // IndexedDB refused (quota, private mode): what is queued stays; the next event or replay tries again.
      })
      .finally(() => {
        running = null;
        const rerun = again;
        again = null;
        if (rerun !== null) void flush(rerun);
      });
    return running;
  }

  return {
    name: MARKETING_PROVIDER.customerData,
    get lastResult() {
      return lastResult;
    },
    get state() {
      return state;
    },
    get mpid() {
      return mpid;
    },
    async changeUser(action) {
      if (initialising) await initialising;
      if (stopped || state === 'off') return;
      // Not initialised yet: the identify that initialises sends the current customer id, which
      // answers the same user this call would.
      if (state === 'uninitialised') {
        if (deps.online()) await initialise();
        return void flush(true);
      }
      // What was tracked so far belongs to the previous user: sealed (stamped) before the switch.
      await sealWaiting(storage, deps.newId, clock.now);
      try {
        await adopt(await identityCall(action));
      } catch {
        // Until an identify answers, nothing is stamped with the previous user.
        state = 'uninitialised';
        mpid = null;
        await saveCredentials(storage, deps.realm, deps.apiKey, deps.deviceId, null);
      }
      // Settles with the identity answer; the upload goes at its own pace.
      void flush(true);
    },
    async track(event: TrackedEvent) {
      if (stopped || state === 'off') return;
      const now = event.timestamp.getTime();
      const session = sessionAt(deps.session.read(), now, deps.newId);
      deps.session.write(session);
      await storage.addEvent({
        id: deps.newId(),
        realm: deps.realm,
        sessionId: session.id,
        name: event.name,
        timestamp: event.timestamp.toISOString(),
        attributes: { ...event.attributes },
        seq: now * 1000 + (sequence++ % 1000),
      });
      // Batches at most every MIN_BATCH_INTERVAL_MS: events of a burst share one.
      schedule(lastSend + MIN_BATCH_INTERVAL_MS);
    },
    replay: () => flush(true),
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      await running;
      await storage.clear();
    },
  };
}
