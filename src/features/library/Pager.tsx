// Links to the previous and next page of a list (`?p=`), keeping the rest of the query (the
// chosen season). Plain links: they work before the app has hydrated, and each page has its address.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('p');
  else params.set('p', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('libraryPages')}
      data-testid="pager"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3 }}
    >
      {page > 1 ? (
        <Button component={Link} to={{ search: pageSearch(search, page - 1) }} variant="outlined" rel="prev">
          {t('libraryPreviousPage')}
        </Button>
      ) : (
        <span />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('libraryPageOf', { page, total: totalPages })}
      </Typography>
      {page < totalPages ? (
        <Button component={Link} to={{ search: pageSearch(search, page + 1) }} variant="outlined" rel="next">
          {t('libraryNextPage')}
        </Button>
      ) : (
        <span />
      )}
    </Box>
  );
}
