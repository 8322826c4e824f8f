// One rule for every action that needs the network (sign-in and sign-up, favourites and
// watchlists, starting a stream): while offline it is disabled and says why (the label
// `needsNetwork`, or the screen's own), rather than failing after a wait. Only in the browser
// after hydration: the server's render and the hydrating one cannot know the connection, and
// they must agree.
import { useHydrated } from './hydration.ts';
import { useOnline } from './online.ts';

/** True while an action that needs the network must wait: the app is offline. */
export function useNeedsNetwork(): boolean {
  const online = useOnline();
  return useHydrated() && !online;
}
