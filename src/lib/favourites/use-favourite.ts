// The favourite toggle for components: whether an item is a favourite and a function that
// flips it (optimistically, state.ts). Only customers have favourites (decision 0031): for
// anyone else `available` is false and the button is not shown. The ids are fetched once per
// viewer and profile, after hydration (the server render never knows the viewer).
import { useCallback, useEffect } from 'react';
import { http, isGuestRole, store, useAtomValue, useSession, useViewer } from '../core/index.ts';
import { adoptOwner, favouritesAtom, setFavouriteIds, toggleFavourite } from './state.ts';

let loading: { owner: string; done: Promise<void> } | null = null;

function loadIds(owner: string): Promise<void> {
  if (loading?.owner === owner) return loading.done;
  const done = http
    .call('favouriteIds', {})
    .then((answer) => setFavouriteIds(owner, answer.ids))
    // Without the list every item reads as not a favourite; the next viewer change tries again.
    .catch(() => undefined);
  loading = { owner, done };
  return done;
}

export const sendFavourite = (id: string, favourite: boolean) =>
  http.call(favourite ? 'favouritePut' : 'favouriteDelete', { params: { id } });

export type FavouriteToggle = { available: boolean; favourite: boolean; pending: boolean; toggle: () => void };

/** Keeps the favourite ids of the signed-in customer (mount once per screen that shows toggles). */
export function useFavouriteOwner(): string | null {
  const { role } = useViewer();
  const { claims } = useSession();
  const owner = claims && !isGuestRole(role) ? `${claims.sub}:${claims.pro?.id ?? ''}` : null;
  useEffect(() => {
    adoptOwner(owner);
    if (owner && !store.get(favouritesAtom).loaded) void loadIds(owner);
  }, [owner]);
  return owner;
}

export function useFavourite(id: string): FavouriteToggle {
  const owner = useFavouriteOwner();
  const state = useAtomValue(favouritesAtom);
  const mine = owner !== null && state.owner === owner;
  const favourite = mine && state.ids.has(id);
  const toggle = useCallback(() => {
    void toggleFavourite(id, !store.get(favouritesAtom).ids.has(id), sendFavourite, 'favouriteFailed');
  }, [id]);
  return { available: owner !== null, favourite, pending: mine && state.pending.has(id), toggle };
}
