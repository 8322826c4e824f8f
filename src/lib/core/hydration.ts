// Whether this render may use what only the browser knows (time zone, off-screen artwork).
// False on the server and while a server-rendered page hydrates, so the first client render
// matches the server's HTML; switched on in a transition once the browser is idle, so the
// follow-up render is sliced like the hydration itself. A page rendered by the client alone
// starts with it on.
import { atom, store, useAtomValue } from './store.ts';

export const hydratedAtom = atom(true);

export function useHydrated(): boolean {
  return useAtomValue(hydratedAtom);
}

/** The time zone to format with: the viewer's once hydrated, UTC before (as the server did). */
export function useRenderTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}

let gate: Promise<void> | null = null;
let gateOpen = true;
let openGate: () => void = () => {};
let committed: () => void = () => {};
let hydrated: Promise<void> = Promise.resolve();
/** <HydrateLater> boundaries still showing the server's HTML, and who waits for them. */
const heldBoundaries = new Set<string>();
let settledWaiters: Array<() => void> = [];

function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

/**
 * Called once before hydrating a server-rendered page: parts wrapped in <HydrateLater> keep
 * their server HTML and hydrate when the browser is next idle (or after `timeoutMs`), so the
 * first screen becomes interactive without waiting for the rest of the page. After that the
 * browser-only details are switched on, through `switchOn` (a transition).
 */
export function holdHydrationUntilIdle(switchOn: (apply: () => void) => void, timeoutMs = 2000): void {
  store.set(hydratedAtom, false);
  // Idle is counted from the root's hydration commit, not from now: on a slow or busy device
  // the idle wait's timeout could otherwise end while React is still hydrating, and switching
  // the browser-only details on then makes the client's HTML differ from the server's.
  hydrated = new Promise<void>((resolve) => (committed = resolve));
  gateOpen = false;
  gate = new Promise<void>((resolve) => {
    openGate = () => {
      gateOpen = true;
      resolve();
    };
  });
  void hydrated.then(() => whenIdle(timeoutMs)).then(() => openGate());
  void gate.then(() => whenIdle(timeoutMs)).then(() => switchOn(() => store.set(hydratedAtom, true)));
}

/** Called by the root once its first (hydrating) render has committed. */
export function markHydrationCommitted(): void {
  committed();
}

/**
 * Resolves once the root's hydration has committed (at once for a client render). A change to
 * what the first render reads (the language, say) waits for it: made while React is still
 * hydrating, it would make the client's HTML differ from the server's.
 */
export function hydrationCommitted(): Promise<void> {
  return hydrated;
}

/** A <HydrateLater> boundary hydrated with the root: held while the gate is shut. */
export function holdBoundary(id: string): void {
  if (!gateOpen) heldBoundaries.add(id);
}

/** The boundary has hydrated (or is gone). */
export function releaseBoundary(id: string): void {
  heldBoundaries.delete(id);
  if (heldBoundaries.size > 0) return;
  const waiters = settledWaiters;
  settledWaiters = [];
  for (const resolve of waiters) resolve();
}

/**
 * Finishes hydration now: opens the idle gate and resolves once every held <HydrateLater>
 * boundary has hydrated. A change that held parts would read (labels of another language) waits
 * for it: applied to a boundary still showing the server's HTML, its hydration would find text
 * the client no longer renders (React #418).
 */
export async function settleHydration(): Promise<void> {
  await hydrated;
  openGate();
  if (heldBoundaries.size === 0) return;
  await new Promise<void>((resolve) => settledWaiters.push(resolve));
}

/** The promise deferred parts wait for; null when nothing is held (client renders, the server). */
export function hydrationGate(): Promise<void> | null {
  return gate;
}
