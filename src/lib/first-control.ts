// A first visit is loaded before its service worker exists: the page, its start-up answers and
// its artwork come from the network and never pass through the worker, so nothing of them is
// cached. The worker claims the page once installed (sw.ts); this tells the app when that
// happens, so it can ask once more through the worker (app/keep-first-visit.ts) and the visit
// reopens offline without a second online load. Until then it notes the reads the http client
// sends (a rail's next page, say), so that they can be asked for again too.
import type { JsonOperationId } from '../contracts/api.ts';
import { OPERATIONS } from '../contracts/operations.ts';
import type { SentCall } from './http.ts';

/** Read as the start-up chunk is evaluated: a page the worker serves has a controller from the start. */
const uncontrolledAtStart = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;

let claimed = false;

export type EarlyRead = { id: JsonOperationId; options: SentCall };

/** Enough for any one screen; a page left open uncontrolled for long stops noting. */
const MOST_NOTED = 200;
const early: EarlyRead[] = [];
const notedKeys = new Set<string>();

/** The http client tells of each read it sends; only those before the worker's claim are kept. */
export function noteRead(id: JsonOperationId, options: SentCall): void {
  if (!uncontrolledAtStart || claimed || early.length >= MOST_NOTED) return;
  // A read the worker does not keep (watch progress, say) is not worth asking again.
  if (OPERATIONS[id].cache === 'none') return;
  const { signal: _signal, ...kept } = options;
  const key = JSON.stringify([id, kept]);
  if (notedKeys.has(key)) return;
  notedKeys.add(key);
  early.push({ id, options: kept });
}

/** A new viewer (sign-in, profile switch, sign-out): the reads noted so far were someone else's. */
export function forgetEarlyReads(): void {
  early.length = 0;
  notedKeys.clear();
}

/** The reads sent before the worker's claim, each once. */
export function takeEarlyReads(): EarlyRead[] {
  return early.splice(0);
}

/**
 * Runs `run` once, when a worker first controls a page that started without one; never on a
 * page that had one (its answers went through the worker already). Returns a function that
 * stops waiting.
 */
export function whenFirstControlled(run: () => void): () => void {
  if (!uncontrolledAtStart || claimed) return () => {};
  const container = navigator.serviceWorker;
  const once = () => {
    if (claimed) return;
    claimed = true;
    run();
  };
  // The worker may have claimed the page before the app was there to listen.
  if (container.controller) {
    once();
    return () => {};
  }
  container.addEventListener('controllerchange', once, { once: true });
  return () => container.removeEventListener('controllerchange', once);
}
