// Desktop or phone layout (the 1025 px breakpoint, spec §9). The browser answers by media query;
// a server render cannot, so it guesses from the request (client hints, user agent) and puts
// the guess in the page. The first client render uses the same guess — React hydrates against
// the server snapshot — and the real answer takes over right after, so nothing mismatches.
import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA } from '../layout.ts';
import { atom, useAtomValue } from './store.ts';

/** The layout to assume where no media query can be asked (server, hydration). */
export const desktopGuessAtom = atom(true);

export function useMediaQuery(query: string, fallback: boolean): boolean {
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

/** At or above the 1025 px breakpoint. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA, useAtomValue(desktopGuessAtom));
}
