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
  gate = whenIdle(timeoutMs);
  void gate.then(() => whenIdle(timeoutMs)).then(() => switchOn(() => store.set(hydratedAtom, true)));
}

/** The promise deferred parts wait for; null when nothing is held (client renders, the server). */
export function hydrationGate(): Promise<void> | null {
  return gate;
}
