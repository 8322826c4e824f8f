// Subscribes to a CSS media query. Without matchMedia (old engines, some test DOMs) the
// answer is `fallback`.
import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA } from './layout.ts';

export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** At or above the 1025 px breakpoint (spec §9). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA, true);
}
