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
