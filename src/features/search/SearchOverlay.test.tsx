import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { RealmSettings } from '../../contracts/realm.ts';
import { Provider, http, readyRealmAtom, store } from '../../lib/core/index.ts';
import { applyLabels } from '../../lib/i18n.ts';
import { cardFixture, readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { testTheme } from '../../ui/testing/render.tsx';
import { SearchOverlay } from './SearchOverlay.tsx';

const CLUB = { contentSearchEngine: 'LEGACY', guestsAllowed: true, fullGuestAccess: 'ALLOWED' } as const;

let calls: { id: string; query: Record<string, unknown> }[] = [];
function stubHttp() {
  calls = [];
  vi.spyOn(http, 'call').mockImplementation((async (id: string, options: { query?: Record<string, unknown> } = {}) => {
    calls.push({ id, query: options.query ?? {} });
    if (id === 'popular')
      return { popularEvents: { events: [] }, popularVods: { vods: [cardFixture('pv', 'VOD_VIDEO', { title: 'Popular one' })] } };
    if (id === 'search') {
      const type = String(options.query?.type);
      const hits = type === 'VOD_VIDEO' ? [cardFixture('v1', 'VOD_VIDEO', { title: 'Transfer window' })] : [];
      return { hits, page: 1, totalPages: hits.length, totalHits: hits.length, facets: { type: {} } };
    }
    throw new Error(`unexpected call ${id}`);
  }) as typeof http.call);
}

function HashProbe() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

async function open(realm: Partial<RealmSettings>) {
  store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture(realm) }));
  await applyLabels('en_US', null);
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        loader: () => null,
        Component: () => (
          <>
            <SearchOverlay />
            <HashProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/home#search'] },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={testTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

beforeAll(() => import('./SearchDialog.tsx'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the #search overlay', () => {
  test('opens on #search without the vendor engine: popular first, then results after typing; Escape removes the hash', async () => {
    stubHttp();
    await open(CLUB);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(await within(dialog).findByText('Popular one')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search titles' }), 'trasnfer');
    expect(await within(dialog).findByText('Transfer window')).toBeTruthy();
    // One search per section, 12 a page, for the typed words once typing paused.
    const searches = calls.filter((c) => c.id === 'search');
    expect(searches.map((c) => c.query.type).sort()).toEqual(['LIVE_EVENT', 'VOD_PLAYLIST', 'VOD_SERIES', 'VOD_VIDEO']);
    expect(searches.every((c) => c.query.q === 'trasnfer' && c.query.hitsPerPage === 12)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('hash').textContent).toBe('');
  });

  test('stays closed with the vendor engine (the search page is used) and for visitors who may not browse', async () => {
    stubHttp();
    await open({ ...CLUB, contentSearchEngine: 'VESPER' });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    await open({ ...CLUB, guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
