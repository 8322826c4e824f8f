// What the search shows under its field, for the page and the overlay alike: popular content
// before anything is typed, then the sections (narrowed by the refine choice), "no results",
// or why the search failed (offline, or the server) with a retry.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Fragment, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';
import { useLocale } from '../../lib/core/index.ts';
import { HydrateLater } from '../../ui/HydrateLater.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { FIRST_ROW } from './card.ts';
import { SearchCard } from './SearchCard.tsx';
import { SearchSectionView } from './SearchSectionView.tsx';
import { foundNothing, visibleSections, type SearchAction, type SearchState } from './state.ts';

export type SearchResultsViewProps = {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  /** A search for the field's value is under way. */
  busy: boolean;
  failed: boolean;
  online: boolean;
  onRetry: () => void;
};

function CardGrid({ cards, locale, first }: { cards: readonly ContentCard[]; locale: string; first: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
        '& > li': { minWidth: 0 },
      }}
    >
      {cards.map((card, index) => (
        <li key={card.id}>
          <SearchCard card={card} locale={locale} priority={first && index < FIRST_ROW} />
        </li>
      ))}
    </Box>
  );
}

function Popular({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const events = state.popular?.popularEvents.events ?? [];
  const vods = state.popular?.popularVods.vods ?? [];
  if (events.length === 0 && vods.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('searchPopularEmpty')}</Typography>;
  }
  return (
    <Box data-testid="search-popular">
      {[
        { key: 'events', title: t('searchPopularEvents'), cards: events },
        { key: 'vods', title: t('searchPopularVods'), cards: vods },
      ]
        .filter(({ cards }) => cards.length > 0)
        .map(({ key, title, cards }, index) => (
          <Box component="section" key={key} aria-label={title} sx={{ mb: 4 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
              {title}
            </Typography>
            <CardGrid cards={cards} locale={locale} first={index === 0} />
          </Box>
        ))}
    </Box>
  );
}

export function SearchResultsView({ state, dispatch, busy, failed, online, onRetry }: SearchResultsViewProps) {
  const { t } = useTranslation();
  const results = state.results;
  const withHits = (results?.sections ?? []).filter((s) => s.hits.length > 0);
  let body;
  if (failed) {
    body = (
      <Box role="alert" sx={{ py: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
        <Typography>{t(online ? 'searchFailed' : 'searchOffline')}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Box>
    );
  } else if (!results) {
    body = <Popular state={state} />;
  } else if (foundNothing(state)) {
    body = (
      <Box data-testid="search-empty" sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('searchNoResults', { query: results.query })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('searchNoResultsHint')}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        {withHits.length > 1 ? (
          <Box role="group" aria-label={t('searchRefine')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {[null, ...withHits.map((s) => s.type)].map((type) => (
              <Chip
                key={type ?? 'all'}
                label={type ? t(`searchSection${type}`) : t('searchRefineAll')}
                color={state.refine === type ? 'primary' : 'default'}
                variant={state.refine === type ? 'filled' : 'outlined'}
                aria-pressed={state.refine === type}
                onClick={() => dispatch({ type: 'refineUpdated', refine: type })}
              />
            ))}
          </Box>
        ) : null}
        {visibleSections(state).map((section, index) => {
          const view = (
            <SearchSectionView
              first={index === 0}
              section={section}
              query={results.query}
              onAppend={(query, next) => dispatch({ type: 'nextPageAppended', query, section: next })}
            />
          );
          // The first section shares the first screen with the field; the others (up to 36
          // more cards) hydrate when idle and near the viewport, as a home's lower rails do.
          const key = `${results.query}:${section.type}`;
          return index === 0 ? <Fragment key={key}>{view}</Fragment> : <HydrateLater key={key}>{view}</HydrateLater>;
        })}
      </>
    );
  }
  return (
    <Box aria-busy={busy} data-testid="search-results" sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box role="status" sx={visuallyHidden}>
        {busy ? t('searchSearching') : ''}
      </Box>
      {body}
    </Box>
  );
}
