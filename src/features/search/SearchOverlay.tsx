// The legacy search overlay (spec §2 hash marker #search, §3 "search overlay"): realms without
// the vendor engine search over the current page; the menu's search item opens `#search`.
// Mounted once by the shell; the dialog and everything it draws load on first open, so none of
// it is in the home route's first chunk.
import { Suspense, lazy } from 'react';
import { useHashMarker, useHydrated, useRealm, useViewer } from '../../lib/core/index.ts';

const SearchDialog = lazy(() => import('./SearchDialog.tsx').then((m) => ({ default: m.SearchDialog })));

export function SearchOverlay() {
  const { marker, close } = useHashMarker();
  const { realm } = useRealm();
  // Never in a server render or before hydration: the page's HTML has no overlay.
  const hydrated = useHydrated();
  const { role } = useViewer();
  // Content is for customers, and for guests only where they browse fully (spec §6): a visitor
  // on club's sign-in page with #search sees no catalogue.
  const mayBrowse = role === 'CUSTOMER' || role === 'ADMIN' || (realm.guestsAllowed && realm.fullGuestAccess === 'ALLOWED');
  const open = hydrated && mayBrowse && marker === 'search' && realm.contentSearchEngine !== 'VESPER';
  return open ? (
    <Suspense fallback={null}>
      <SearchDialog onClose={close} />
    </Suspense>
  ) : null;
}
