// Starts the analytics pipeline once the app runs (loaded with a dynamic import after the first
// paint, so none of it is in the start-up chunk): the realm's enabled providers, the IndexedDB
// queue with its replays (now, on `online`, once hidden for a second), the customer-data
// library's initialisation (config and identify, then login and logout as the viewer signs in
// and out), the journey from the app's navigations, the player's event bus, and the opt-out.
import { MARKETING_PROVIDER } from '../../contracts/analytics-constants.ts';
import { analyticsOptedOut, onAnalyticsOptOut } from '../../lib/analytics-consent.ts';
import { idbStorage, openQueueDb } from '../../lib/analytics-queue/idb-storage.ts';
import { ANALYTICS_SYNC_TAG, INTEGRATION_DELAY_MS, type AnalyticsSession } from '../../lib/analytics-queue/rules.ts';
import { fetchSender } from '../../lib/analytics-queue/upload.ts';
import { onAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { playerEvents } from '../../lib/core/player-events.ts';
import { readyRealmAtom, roleAtom, sessionAtom, store, type ReadyRealm } from '../../lib/core/index.ts';
import type { Role } from '../../lib/core/session.ts';
import { deviceId } from '../../lib/device-id.ts';
import { yieldToMain } from '../../lib/main-thread.ts';
import { uploadWhenHidden } from './background.ts';
import { createCustomerData, type CustomerDataProvider } from './customer-data.ts';
import { createDispatcher } from './dispatch.ts';
import { createIdentityClient, fetchAnalyticsEnabled, fetchIdentityTransport } from './identity.ts';
import { isLoggedIn } from './journey.ts';
import { enabledProviders, thirdPartyFactories } from './providers.ts';

const SESSION_KEY = 'analyticsSession';

export type AnalyticsHost = {
  /** Calls `listener` with the screen name and path after every navigation, and once now. */
  onNavigation(listener: (view: string, path: string) => void): () => void;
};

function readyRealm(): Promise<ReadyRealm> {
  const now = store.get(readyRealmAtom);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = store.sub(readyRealmAtom, () => {
      const ready = store.get(readyRealmAtom);
      if (!ready) return;
      unsubscribe();
      resolve(ready);
    });
  });
}

const sessionStore = {
  read(): AnalyticsSession | null {
    try {
      const value = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as AnalyticsSession | null;
      return value && typeof value.id === 'string' && typeof value.lastActivity === 'number' ? value : null;
    } catch {
      return null;
    }
  },
  write(session: AnalyticsSession) {
    try {
      localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    } catch {
      // Without storage every page load is a session of its own.
    }
  },
};

function requestSync(): void {
  // Background Sync is Chromium's; elsewhere the page's own replays do the work.
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(ANALYTICS_SYNC_TAG),
    )
    .catch(() => {});
}

async function clearQueue(): Promise<void> {
  try {
    await idbStorage(await openQueueDb()).clear();
  } catch {
    // No IndexedDB: nothing was queued.
  }
}

/** The customer id the library identifies with: a signed-in customer's (or admin's) user id, never a guest's. */
function signedInCustomer(): string | null {
  const role: Role = store.get(roleAtom);
  return role === 'CUSTOMER' || role === 'ADMIN' ? (store.get(sessionAtom).claims?.sub ?? null) : null;
}

/** Sends login when a customer signs in (or another one does), logout when they sign out. */
function watchSignIn(customerData: CustomerDataProvider): () => void {
  let previous = signedInCustomer();
  return store.sub(sessionAtom, () => {
    const next = signedInCustomer();
    if (next === previous) return;
    previous = next;
    void customerData.changeUser(next === null ? 'logout' : 'login');
  });
}

export async function startAnalytics(host: AnalyticsHost): Promise<void> {
  if (analyticsOptedOut()) return clearQueue();
  const { realm, init } = await readyRealm();
  const storage = idbStorage(await openQueueDb());
  const integrations = new Promise<void>((resolve) => setTimeout(resolve, INTEGRATION_DELAY_MS));
  let customerData: CustomerDataProvider | null = null;
  const factories = {
    ...thirdPartyFactories(integrations),
    [MARKETING_PROVIDER.customerData]: () => {
      const headers = { realm: realm.realm, apiKey: realm.appSettings.apiKey, deviceId: deviceId() };
      customerData = createCustomerData({
        storage,
        send: fetchSender(location.origin),
        ...headers,
        clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
        random: Math.random,
        newId: () => crypto.randomUUID(),
        online: () => navigator.onLine,
        requestSync,
        session: sessionStore,
        fetchEnabled: () => fetchAnalyticsEnabled(location.origin, headers),
        identity: createIdentityClient(headers.deviceId, fetchIdentityTransport(location.origin, headers)),
        customerId: signedInCustomer,
      });
      return customerData;
    },
  };
  const providers = enabledProviders(realm.marketingProviders, factories);
  const dispatcher = createDispatcher({
    providers,
    allowed: init.analyticsEvents,
    loggedIn: () => {
      const claims = store.get(sessionAtom).claims;
      return isLoggedIn(claims, store.get(roleAtom) === 'GUEST' ? 'GUEST' : claims ? 'CUSTOMER' : null);
    },
    now: () => new Date(),
  });
  let firstView: Promise<void> = Promise.resolve();
  const stops = [
    host.onNavigation((view, path) => {
      firstView = dispatcher.navigated(view, path).catch(() => {});
    }),
    onAnalyticsIntent((intent) => dispatcher.intent(intent)),
    playerEvents.onAny((event) => dispatcher.player(event)),
  ];
  const started = customerData as CustomerDataProvider | null;
  if (started) stops.push(watchSignIn(started));
  const replay = () => void (customerData as CustomerDataProvider | null)?.replay();
  window.addEventListener('online', replay);
  stops.push(
    uploadWhenHidden(document, replay, { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) }),
  );
  const stopOptOut = onAnalyticsOptOut(() => {
    for (const stop of stops) stop();
    window.removeEventListener('online', replay);
    stopOptOut();
    for (const provider of providers) void provider.stop();
  });
  // The replay (the identity call, the first upload) in a task of its own: with the first
  // view's recording it made one task of about 20 ms right after a first visit's hydration.
  await yieldToMain();
  replay();
  // Tests and tools wait on this, as on data-app: by then this page's first view is in IndexedDB.
  await firstView;
  document.documentElement.dataset.analytics = 'ready';
}
