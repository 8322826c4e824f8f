// Searching without a loader (the #search overlay): popular content once opened, then the
// field's value searched after a pause, each new search aborting the one before, so a slow
// answer for an old value never replaces a newer one.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { http, useLocale } from '../../lib/core/index.ts';
import { debounce } from '../../lib/debounce.ts';
import { loadPopular, loadResults, searchableQuery } from './api.ts';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from './state.ts';

export const LIVE_SEARCH_DEBOUNCE_MS = 300;

export type LiveSearch = {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  busy: boolean;
  failed: boolean;
  /** The field changed: searched after a pause. */
  type(value: string): void;
  /** Enter, or retry: searched now. */
  submit(): void;
  clear(): void;
};

export function useLiveSearch(): LiveSearch {
  const locale = useLocale();
  const [state, dispatch] = useReducer(searchReducer, undefined, () => initialSearchState());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef<AbortController | null>(null);
  const value = useRef('');

  const run = useCallback(
    (text: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const query = searchableQuery(text);
      setFailed(false);
      setBusy(true);
      const work = query
        ? loadResults(http, locale, query, controller.signal).then((results) => dispatch({ type: 'resultsSet', results }))
        : loadPopular(http, locale, controller.signal).then((popular) => {
            dispatch({ type: 'resultsSet', results: null });
            dispatch({ type: 'popularSet', popular });
          });
      work.then(
        () => !controller.signal.aborted && setBusy(false),
        () => {
          if (controller.signal.aborted) return;
          setBusy(false);
          setFailed(true);
        },
      );
    },
    [locale],
  );

  const later = useMemo(() => debounce(run, LIVE_SEARCH_DEBOUNCE_MS), [run]);

  useEffect(() => {
    dispatch({ type: 'opened' });
    run('');
    return () => {
      later.cancel();
      current.current?.abort();
    };
  }, [run, later]);

  return {
    state,
    dispatch,
    busy,
    failed,
    type(text) {
      value.current = text;
      dispatch({ type: 'valueUpdated', value: text });
      later(text);
    },
    submit() {
      later.cancel();
      run(value.current);
    },
    clear() {
      value.current = '';
      dispatch({ type: 'new' });
      later.cancel();
      run('');
    },
  };
}
