// Adding an item to one of the viewer's watchlists (spec §2: watchlists where the realm enables
// them), for any screen that shows an item. Customers only, like the lists themselves
// (decision 0031). The lists are fetched when the viewer opens the choice, not with the page:
// most pages are left without it.
import { useCallback, useState } from 'react';
import type { WatchlistSummary } from '../../contracts/schedule.ts';
import { http, isGuestRole, showToast, useRealm, useViewer } from '../core/index.ts';

export type WatchlistChoice = {
  /** The realm has watchlists and the viewer is a customer. */
  available: boolean;
  /** The viewer's lists once fetched; null before (or while) they are. */
  lists: readonly WatchlistSummary[] | null;
  /** The lists could not be fetched. */
  failed: boolean;
  /** Fetches the viewer's lists (again). */
  load: () => Promise<void>;
  /** Adds the item to a list, says so in a toast; a failure says that instead. */
  add: (listId: string) => Promise<void>;
};

export function useWatchlistAdd(contentId: string): WatchlistChoice {
  const { realm } = useRealm();
  const { role } = useViewer();
  const available = realm.watchlistsEnabled === true && role !== 'UNAUTHENTICATED' && !isGuestRole(role);
  const [lists, setLists] = useState<readonly WatchlistSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setLists((await http.call('watchlists', {})).watchlists);
    } catch {
      setFailed(true);
    }
  }, []);

  const add = useCallback(
    async (listId: string) => {
      try {
        const updated = await http.call('watchlistItemPut', { params: { id: listId, contentId } });
        setLists((current) => current?.map((list) => (list.id === updated.id ? updated : list)) ?? null);
        showToast({ message: 'watchlistAdded', type: 'success' });
      } catch {
        showToast({ message: 'watchlistAddFailed', type: 'error', duration: 'long', dismissable: true });
      }
    },
    [contentId],
  );

  return { available, lists, failed, load, add };
}
