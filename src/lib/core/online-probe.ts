// The rest of the online rule (online.ts), off the start-up path: a failed call marks the app
// offline, an answer marks it online, and between the two a probe notices the network is back
// when nothing else would — the browser may never send an `online` event (it never thought it
// was offline), and a screen showing saved copies may make no further call.
import { browserOnline, onlineAtom, reach } from './online.ts';
import { store } from './store.ts';

const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 30_000;

/** Applies a report that changes something (online.ts reportNetwork filters the rest). */
export function settleReach(reached: boolean): void {
  if (reached) {
    if (!reach.unreachable) return;
    reach.unreachable = false;
    store.set(onlineAtom, browserOnline());
    return;
  }
  // Failures while the browser already says offline add nothing: its `online` event will come.
  if (reach.unreachable || !browserOnline()) return;
  reach.unreachable = true;
  store.set(onlineAtom, false);
  void probeUntilReached();
}

/**
 * A HEAD of the realm directory: the worker only handles GETs, so this always goes to the
 * network, and any status at all means the server was reached.
 */
export async function headRequest(): Promise<boolean> {
  try {
    await fetch(new URL('/api/realms', location.origin), { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

let running = false;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Probes, waiting longer each time (2 s doubling to 30 s), until the server answers or something else marks the app online. */
export async function probeUntilReached(probe: () => Promise<boolean> = headRequest): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let wait = FIRST_WAIT_MS; reach.unreachable; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
      await pause(wait);
      // While the browser says offline its `online` event will say when to look again.
      if (!reach.unreachable || !browserOnline()) continue;
      if (await probe()) settleReach(true);
    }
  } finally {
    running = false;
  }
}
