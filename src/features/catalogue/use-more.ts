// "More" for a paged list the server renders one page of: later pages are fetched on demand
// and appended. One fetch at a time; a failure is kept so the control can offer a retry; the
// list restarts when the first page changes (another screen, another language), not when the
// same first page is answered again.
import { useCallback, useEffect, useRef, useState } from 'react';

export type MoreState<T> = {
  items: readonly T[];
  hasMore: boolean;
  pending: boolean;
  failed: boolean;
  more: () => void;
};

export type PageOf<T> = { items: readonly T[]; page: number; totalPages: number };

/** Whether two answers' first pages hold the same items (by value: a new answer is a new array). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useMore<T>(first: PageOf<T>, fetchPage: (page: number) => Promise<PageOf<T>>): MoreState<T> {
  // The first page is known by its items' identity: callers may wrap them in a new object each render.
  const [state, setState] = useState({ first: first.items, items: first.items, page: first.page, totalPages: first.totalPages });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  // A new first page (navigation, language switch) starts the list again. The same first page
  // answered again (the screen refreshed when the network came back) keeps the pages loaded
  // since, so the viewer's place in the list holds.
  let current = state;
  if (state.first !== first.items) {
    current = sameItems(state.first, first.items)
      ? { ...state, first: first.items, items: [...first.items, ...state.items.slice(first.items.length)], totalPages: first.totalPages }
      : { first: first.items, items: first.items, page: first.page, totalPages: first.totalPages };
    setState(current);
  }
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const more = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFailed(false);
    const base = current;
    fetchRef
      .current(base.page + 1)
      .then((next) => {
        if (!alive.current) return;
        setState((s) =>
          s.first === base.first ? { ...s, items: [...s.items, ...next.items], page: next.page, totalPages: next.totalPages } : s,
        );
      })
      .catch(() => {
        if (alive.current) setFailed(true);
      })
      .finally(() => {
        inFlight.current = false;
        if (alive.current) setPending(false);
      });
  }, [current]);

  return { items: current.items, hasMore: current.page < current.totalPages, pending, failed, more };
}
