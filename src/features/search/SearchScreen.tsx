// The vesper search page. The address holds the query (`?q=`): typing updates it after a pause
// (replacing the entry, so Back leaves the page rather than stepping through keystrokes), the
// loader answers, and the reducer takes the answer. Back and forward to another query put that
// query back in the field.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { useOnline, useScreenData } from '../../lib/core/index.ts';
import { debounce } from '../../lib/debounce.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { searchableQuery } from './api.ts';
import type { searchScreen } from './routes.ts';
import { SearchField } from './SearchField.tsx';
import { SearchResultsView } from './SearchResultsView.tsx';
import { initialSearchState, searchReducer } from './state.ts';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchScreen() {
  const { t } = useTranslation();
  const data = useScreenData<typeof searchScreen>();
  const online = useOnline();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  // Opened as it first renders: dispatched from an effect instead, it re-rendered every result
  // right after hydration in one blocking task (about 0.5 s on a slow phone).
  const [state, dispatch] = useReducer(searchReducer, data, (d) =>
    searchReducer(initialSearchState(d.query, d.results, d.popular), { type: 'opened' }),
  );
  const asked = useRef(data.query);
  usePageTitle(t('searchTitle'));

  // A new answer from the loader: its results replace the shown ones. The field keeps what the
  // viewer is typing unless the answer is for a query they did not type (Back, a link).
  const [shown, setShown] = useState(data);
  if (shown !== data) {
    setShown(data);
    dispatch({ type: 'resultsSet', results: data.results });
    if (data.popular) dispatch({ type: 'popularSet', popular: data.popular });
    if (data.query !== asked.current) {
      asked.current = data.query;
      dispatch({ type: 'valueUpdated', value: data.query });
    }
  }

  const search = useMemo(() => {
    const go = (value: string) => {
      const query = searchableQuery(value);
      if (query === asked.current) return;
      asked.current = query;
      setSearchParams(query ? { q: query } : {}, { replace: true, preventScrollReset: true });
    };
    return Object.assign(debounce(go, SEARCH_DEBOUNCE_MS), { now: go });
  }, [setSearchParams]);
  useEffect(() => () => search.cancel(), [search]);

  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, pt: 3, maxWidth: 1400, mx: 'auto', width: '100%' }} data-testid="search-page">
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
        {t('searchTitle')}
      </Typography>
      <SearchField
        value={state.value}
        onChange={(value) => {
          dispatch({ type: 'valueUpdated', value });
          search(value);
        }}
        onSubmit={() => {
          search.cancel();
          search.now(state.value);
        }}
        onClear={() => {
          dispatch({ type: 'new' });
          search.cancel();
          search.now('');
        }}
      />
      <SearchResultsView
        state={state}
        dispatch={dispatch}
        busy={busy}
        failed={data.failed}
        online={online}
        onRetry={() => void revalidator.revalidate()}
      />
    </Box>
  );
}
