import { act, cleanup, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, test } from 'vitest';
import { readyRealmAtom, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { cardFixture, readyRealmFixture } from '../../lib/testing/fixtures.ts';
import { renderRoutes } from '../../ui/testing/render.tsx';
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
  renderRoutes(
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
    '/search?q=match',
  );
  expect(await screen.findByText('Match 11')).toBeTruthy();
  // Whatever the mount's effects set is drawn within act.
  await act(async () => {});
  expect(commits).toEqual(['mount']);
});
