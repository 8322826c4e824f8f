import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { Provider, readyRealmAtom, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { cardFixture, readyRealmFixture } from '../../lib/testing/fixtures.ts';
import { testTheme } from '../../ui/testing/render.tsx';
import type { SearchScreenData } from './loader.ts';
import { SearchScreen } from './SearchScreen.tsx';

afterEach(cleanup);

test('the search page renders its results once: nothing it does on mount draws them again', async () => {
  store.set(readyRealmAtom, readyRealmFixture());
  await applyLabels('en_US', null);
  const hits = Array.from({ length: 12 }, (_, i) => cardFixture(`v${i}`, 'VOD_VIDEO', { title: `Match ${i}` }));
  const data: SearchScreenData = {
    query: 'match',
    popular: null,
    results: { query: 'match', sections: [{ type: 'VOD_VIDEO', hits, page: 1, totalPages: 1, totalHits: 12 }] },
    failed: false,
  };
  const commits: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        loader: () => data,
        Component: () => (
          <Profiler id="search" onRender={(_, phase) => commits.push(phase)}>
            <SearchScreen />
          </Profiler>
        ),
      },
    ],
    { initialEntries: ['/search?q=match'] },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={testTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  expect(await screen.findByText('Match 11')).toBeTruthy();
  // Whatever the mount's effects set is drawn within act.
  await act(async () => {});
  expect(commits).toEqual(['mount']);
});
