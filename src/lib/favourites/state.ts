// The viewer's favourites as the app holds them: the ids of the favourite items, whose they
// are (the token's subject and profile: a profile's list is its own), and the toggles under
// way. A toggle is optimistic: the item flips at once, the server is told, and a failure flips
// it back with a toast. Non-React code and tests use these functions over the app's store;
// components use the hook in use-favourite.ts.
import { atom, showToast, store } from '../core/index.ts';

export type FavouritesState = {
  /** `{subject}:{profile}` the ids belong to; null before anything was loaded. */
  owner: string | null;
  ids: ReadonlySet<string>;
  loaded: boolean;
  /** Items whose toggle the server has not answered yet (a second click waits for it). */
  pending: ReadonlySet<string>;
};

export const EMPTY_FAVOURITES: FavouritesState = { owner: null, ids: new Set(), loaded: false, pending: new Set() };

export const favouritesAtom = atom<FavouritesState>(EMPTY_FAVOURITES);

/** Tells the server; rejects when it refuses or cannot be reached. */
export type SendFavourite = (id: string, favourite: boolean) => Promise<unknown>;

type Store = typeof store;

function update(target: Store, change: (s: FavouritesState) => FavouritesState): void {
  target.set(favouritesAtom, change(target.get(favouritesAtom)));
}

const withItem = (set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

/** Another viewer's ids are dropped as soon as the owner changes. */
export function adoptOwner(owner: string | null, target: Store = store): void {
  if (target.get(favouritesAtom).owner === owner) return;
  target.set(favouritesAtom, { ...EMPTY_FAVOURITES, owner });
}

/** The ids the server answered for `owner`, unless the owner changed meanwhile. */
export function setFavouriteIds(owner: string, ids: readonly string[], target: Store = store): void {
  const current = target.get(favouritesAtom);
  if (current.owner !== owner) return;
  // A toggle that started before the list arrived keeps its own answer.
  const merged = new Set(ids);
  for (const id of current.pending) {
    if (current.ids.has(id)) merged.add(id);
    else merged.delete(id);
  }
  target.set(favouritesAtom, { ...current, ids: merged, loaded: true });
}

/**
 * Flips `id` to `favourite` at once and tells the server; on failure puts it back and shows
 * `failureMessage` (a label key) as an error toast. Ignored while the item's last toggle is
 * still under way. Answers whether the server took it.
 */
export async function toggleFavourite(
  id: string,
  favourite: boolean,
  send: SendFavourite,
  failureMessage: string,
  target: Store = store,
): Promise<boolean> {
  const before = target.get(favouritesAtom);
  if (before.pending.has(id)) return false;
  const owner = before.owner;
  update(target, (s) => ({ ...s, ids: withItem(s.ids, id, favourite), pending: withItem(s.pending, id, true) }));
  try {
    await send(id, favourite);
    if (target.get(favouritesAtom).owner === owner) update(target, (s) => ({ ...s, pending: withItem(s.pending, id, false) }));
    return true;
  } catch {
    // The viewer may have changed meanwhile: their list is not this one to roll back.
    if (target.get(favouritesAtom).owner === owner) {
      update(target, (s) => ({ ...s, ids: withItem(s.ids, id, !favourite), pending: withItem(s.pending, id, false) }));
    }
    showToast({ message: failureMessage, type: 'error', duration: 'long', dismissable: true });
    return false;
  }
}
