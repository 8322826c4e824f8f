// Page and worker each hold their own view of the network, and the page can hear that the
// network is back before its worker does. Every read of a screen goes through the worker, so a
// refresh started in between fails each read the worker has no copy of. Before refreshing, the
// page asks the worker to answer once it is online; without a worker there is nothing to wait for.
import { WHEN_ONLINE } from '../../contracts/worker-messages.ts';

/** Longest wait: an older worker that does not know the message never answers. */
const LONGEST_WAIT_MS = 3_000;

export function workerOnline(longestWaitMs = LONGEST_WAIT_MS): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null);
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, longestWaitMs);
    channel.port1.onmessage = done;
    worker.postMessage({ type: WHEN_ONLINE }, [channel.port2]);
  });
}
