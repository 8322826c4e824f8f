// The series page's season picker: one link per season (`?season=`), the chosen one marked as
// the current page. Links, not a select: each season has its address, and it works before the
// app has hydrated. Scrolls sideways on phones when a series has many seasons.
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';

export function SeasonPicker({ seasons, chosen }: { seasons: readonly ContentCard[]; chosen: string | null }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('librarySeasons')} data-testid="season-picker" sx={{ px: { xs: 2, md: 3 }, pt: 3 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, overflowX: 'auto', pb: 0.5 }}>
        {seasons.map((season) => {
          const current = season.id === chosen;
          return (
            <li key={season.id}>
              <Box
                component={Link}
                to={{ search: `?season=${encodeURIComponent(season.id)}` }}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                data-testid="season-link"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 2,
                  borderRadius: 999,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  border: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                  bgcolor: current ? 'primary.main' : 'transparent',
                  color: current ? 'primary.contrastText' : 'text.primary',
                  fontWeight: 600,
                }}
              >
                {season.title}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
