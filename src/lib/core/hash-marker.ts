// Hash markers (spec §2): #search, #profiles, #profilesFromLogin and #livenow open an overlay
// over the current page (search overlay, profile switcher, live now) without leaving it. The
// feature that owns the overlay listens with useHashMarker; anything may open one with
// `open(marker)` (the account item opens #profiles when profiles are on).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const HASH_MARKERS = ['search', 'profiles', 'profilesFromLogin', 'livenow'] as const;
export type HashMarker = (typeof HASH_MARKERS)[number];

export function hashMarkerOf(hash: string): HashMarker | null {
  const value = hash.replace(/^#/, '');
  return (HASH_MARKERS as readonly string[]).includes(value) ? (value as HashMarker) : null;
}

export type HashMarkerControl = {
  /** The marker in the address now, or null. */
  marker: HashMarker | null;
  /** Adds a marker to the current page (a history entry, so Back closes the overlay). */
  open(marker: HashMarker): void;
  /** Removes the marker (replacing the entry: the overlay is gone, the page stays). */
  close(): void;
};

export function useHashMarker(): HashMarkerControl {
  const location = useLocation();
  const navigate = useNavigate();
  const marker = hashMarkerOf(location.hash);
  const open = useCallback(
    (next: HashMarker) => void navigate({ pathname: location.pathname, search: location.search, hash: next }),
    [navigate, location.pathname, location.search],
  );
  const close = useCallback(
    () => void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true }),
    [navigate, location.pathname, location.search],
  );
  return { marker, open, close };
}
