// Whether the app can reach its server. Two sources: the browser's online/offline events, and
// the http client, which reports every call that could not reach the server (a network
// failure, a timeout, the worker's saved copy given because the network failed). A failure
// marks the app offline even while the browser believes it is online (a captive portal, a dead
// Wi-Fi); the next answer from the server, the `online` event or the probe marks it online
// again. A server error is an answer: a 5xx never means offline. The rest of the rule lives in
// online-probe.ts, loaded on the first failure: this file is on the start-up path.
import { atom, useAtomValue } from './store.ts';
import { workerOnline } from './worker-online.ts';

// Node has a navigator without onLine: only an explicit false means offline.
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const onlineAtom = atom(browserOnline());

/** Whether a failed call holds the app offline (set by online-probe.ts, cleared by the `online` event too). */
export const reach = { unreachable: false };

onlineAtom.onMount = (set) => {
  const update = () => set(browserOnline() && !reach.unreachable);
  const back = () => {
    // The browser's word that the network is back clears what failed calls concluded; the app
    // shows itself online (and refreshes) once its worker can reach the network too.
    reach.unreachable = false;
    void workerOnline().then(update);
  };
  update();
  window.addEventListener('online', back);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', back);
    window.removeEventListener('offline', update);
  };
};

/** The http client's report (lib/http.ts `network`): did this call reach the server? */
export function reportNetwork(reached: boolean): void {
  // The usual case changes nothing: an answer while reachable, a failure while already unreachable.
  if (reached !== reach.unreachable) return;
  void import('./online-probe.ts').then((m) => m.settleReach(reached));
}

export function useOnline(): boolean {
  return useAtomValue(onlineAtom);
}
