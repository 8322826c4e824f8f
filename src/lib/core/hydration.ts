// Whether this render may use what only the browser knows (time zone, stored choices). False
// on the server and during hydration, so the first client render matches the server's HTML;
// true from the next render on, and always true for a page rendered by the client alone.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The time zone to format with: the viewer's once hydrated, UTC before (as the server did). */
export function useRenderTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}

let gate: Promise<void> | null = null;

/**
 * Called once before hydrating a server-rendered page: parts wrapped in <HydrateLater> keep
 * their server HTML and hydrate when the browser is next idle (or after `timeoutMs`), so the
 * first screen becomes interactive without waiting for the rest of the page.
 */
export function holdHydrationUntilIdle(timeoutMs = 2000): void {
  gate = new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

/** The promise deferred parts wait for; null when nothing is held (client renders, the server). */
export function hydrationGate(): Promise<void> | null {
  return gate;
}
