// One section of results (one content type): its heading with the count, the cards, and
// "load more" while pages remain, which appends the next 12. When the button goes away with
// the last page, the focus moves to the first card it added rather than falling to <body>.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { http, useLocale, useMutation } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { loadSectionPage } from './api.ts';
import { FIRST_ROW } from './card.ts';
import { SearchCard } from './SearchCard.tsx';
import { hasMorePages, type SearchSection } from './state.ts';

export type SearchSectionViewProps = {
  section: SearchSection;
  query: string;
  onAppend: (query: string, section: SearchSection) => void;
  /** The first section on screen: its first row loads at once. */
  first?: boolean;
};

export function SearchSectionView({ section, query, onAppend, first = false }: SearchSectionViewProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const more = useMutation((page: number, signal: AbortSignal) => loadSectionPage(http, locale, query, section.type, page, signal), {
    onSuccess: (next) => onAppend(query, next),
  });
  const remaining = hasMorePages(section);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || remaining || section.hits.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLElement>('[data-testid="search-card"]')[from]?.focus();
  }, [section.hits.length, remaining]);

  const loadMore = () => {
    focusFrom.current = section.hits.length;
    void more.run(section.page + 1);
  };
  const failure = more.error ? failureView(more.error) : null;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="search-section" data-type={section.type} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {t(`searchSection${section.type}`)}{' '}
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', fontWeight: 400 }}>
          {t('searchResultCount', { count: section.totalHits })}
        </Typography>
      </Typography>
      <Box
        component="ul"
        ref={grid}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
          // Plain items styled from the list, as the rails' are: a Box with its own sx would
          // resolve its style once per card (48 on a first page of results).
          '& > li': { minWidth: 0 },
        }}
      >
        {section.hits.map((card, index) => (
          <li key={card.id}>
            <SearchCard card={card} locale={locale} priority={first && index < FIRST_ROW} />
          </li>
        ))}
      </Box>
      {remaining ? (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Button variant="outlined" onClick={loadMore} disabled={more.pending} aria-describedby={headingId} data-testid="search-load-more">
            {t('searchLoadMore')}
          </Button>
          <Typography role="status" variant="body2" sx={{ color: 'error.main', minHeight: '1.5em' }}>
            {failure ? translateDynamic(i18n, failure.key, failure.fallback) : ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
