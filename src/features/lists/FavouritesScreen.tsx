// Favourites and my list (spec §2): the same list of the viewer's favourite items, newest
// first, each with its toggle (a removed item stays until the page is left, so a slip can be
// undone); "show more" appends the next page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { CardPage } from '../../contracts/schedule.ts';
import { http, useLocale, useScreenData, type ScreenHandle } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { loadFavourites } from './api.ts';
import { CardGrid } from './CardGrid.tsx';
import { FavouriteToggle } from '../../ui/FavouriteToggle.tsx';
import { ListPending, SignInPrompt } from './ListStates.tsx';
import type { favouritesScreen } from './routes.ts';

function FavouritesList({ first }: { first: CardPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pages, setPages] = useState([first]);
  const [loading, setLoading] = useState(false);
  const last = pages[pages.length - 1] ?? first;
  const items = pages.flatMap((p) => p.items);
  if (items.length === 0) return <StatusScreen level={2} title={t('favouritesEmpty')} testId="favourites-empty" />;
  async function more() {
    setLoading(true);
    try {
      const next = await loadFavourites(http, locale, last.page + 1);
      setPages((all) => [...all, next]);
    } finally {
      setLoading(false);
    }
  }
  return (
    <>
      <CardGrid cards={items} locale={locale} action={(card) => <FavouriteToggle id={card.id} title={card.title} />} />
      {last.page < last.totalPages ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" disabled={loading} onClick={() => void more().catch(() => undefined)} sx={{ minHeight: 44 }}>
            {t('listsShowMore')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

export function FavouritesScreen() {
  const { t } = useTranslation();
  const data = useScreenData<typeof favouritesScreen>();
  const matches = useMatches();
  const myList = (matches[matches.length - 1]?.handle as ScreenHandle | undefined)?.screen === 'myList';
  const title = t(myList ? 'myListTitle' : 'favouritesTitle');
  usePageTitle(title);
  return (
    <Box component="section" data-testid="favourites" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1280, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {'publicShell' in data ? <ListPending /> : 'signedOut' in data ? <SignInPrompt /> : <FavouritesList first={data} />}
    </Box>
  );
}
