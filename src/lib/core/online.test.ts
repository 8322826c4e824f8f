// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { onlineAtom, reach } from './online.ts';
import { probeUntilReached, settleReach } from './online-probe.ts';
import { store } from './store.ts';
import { workerOnline } from './worker-online.ts';
import { WHEN_ONLINE } from '../../contracts/worker-messages.ts';

let unmount: () => void = () => {};
let browserOnline = true;

beforeEach(() => {
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  // Mounted, as in the app: the atom follows the browser's events.
  unmount = store.sub(onlineAtom, () => {});
});

afterEach(() => {
  window.dispatchEvent(new Event('online'));
  unmount();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** jsdom has no service workers: the page's controller, as the app sees it. */
function controlledBy(controller: { postMessage: (message: { type: string }, ports: MessagePort[]) => void }) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
}

/** What a failed call leaves behind, without the probe it starts: the tests drive their own. */
function holdUnreachable() {
  reach.unreachable = true;
  store.set(onlineAtom, false);
}

test('a call that could not reach the server marks the app offline though the browser says online; the next answer marks it online', async () => {
  vi.useFakeTimers();
  // The probe the failure starts finds the network down until the answer below.
  const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  expect(store.get(onlineAtom)).toBe(true);
  settleReach(false);
  expect(store.get(onlineAtom)).toBe(false);
  expect(reach.unreachable).toBe(true);
  settleReach(true);
  expect(store.get(onlineAtom)).toBe(true);
  expect(reach.unreachable).toBe(false);
  // The probe it started stops at its next turn without asking.
  await vi.advanceTimersByTimeAsync(2_000);
  expect(fetch).not.toHaveBeenCalled();
});

test("the browser's online event clears what failed calls concluded; its offline event wins over an answer", async () => {
  holdUnreachable();
  window.dispatchEvent(new Event('online'));
  // Without a worker there is nothing to wait for but a turn of the event loop.
  await vi.waitFor(() => expect(store.get(onlineAtom)).toBe(true));

  browserOnline = false;
  window.dispatchEvent(new Event('offline'));
  expect(store.get(onlineAtom)).toBe(false);
  // A copy answered by someone else (or a stray answer) does not override the browser's offline.
  settleReach(true);
  expect(store.get(onlineAtom)).toBe(false);
  browserOnline = true;
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(store.get(onlineAtom)).toBe(true));
});

test('back online, the app waits for its worker to see the network before it shows itself online (and refreshes through it)', async () => {
  let answer: (() => void) | undefined;
  const controller = {
    postMessage: (message: { type: string }, [port]: MessagePort[]) => {
      expect(message.type).toBe(WHEN_ONLINE);
      answer = () => port?.postMessage(true);
    },
  };
  controlledBy(controller);
  browserOnline = false;
  window.dispatchEvent(new Event('offline'));
  expect(store.get(onlineAtom)).toBe(false);

  browserOnline = true;
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(answer).toBeDefined());
  expect(store.get(onlineAtom)).toBe(false);
  answer?.();
  await vi.waitFor(() => expect(store.get(onlineAtom)).toBe(true));
});

test('a worker that never answers holds the app offline no longer than the longest wait', async () => {
  vi.useFakeTimers();
  controlledBy({ postMessage: () => {} });
  const waited = workerOnline(3_000);
  let settled = false;
  void waited.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(2_999);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
});

test('the probe keeps asking, waiting longer each time, until the server answers, then marks the app online', async () => {
  vi.useFakeTimers();
  holdUnreachable();
  const answers = [false, false, true];
  const probe = vi.fn(async () => answers.shift() ?? true);
  const done = probeUntilReached(probe);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(probe).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(4_000);
  expect(probe).toHaveBeenCalledTimes(2);
  expect(store.get(onlineAtom)).toBe(false);
  await vi.advanceTimersByTimeAsync(8_000);
  await done;
  expect(probe).toHaveBeenCalledTimes(3);
  expect(store.get(onlineAtom)).toBe(true);
});

test('the probe does not ask while the browser says offline; its online event ends the probing', async () => {
  vi.useFakeTimers();
  holdUnreachable();
  browserOnline = false;
  window.dispatchEvent(new Event('offline'));
  const probe = vi.fn(async () => true);
  const done = probeUntilReached(probe);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(probe).not.toHaveBeenCalled();
  browserOnline = true;
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(30_000);
  await done;
  expect(probe).not.toHaveBeenCalled();
  expect(store.get(onlineAtom)).toBe(true);
});
