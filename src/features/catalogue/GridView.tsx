// A page of cards as a grid (grid and releases): the page's heading, the cards, and links to
// the previous and next pages (`?p=`), so paging works server-rendered and without script.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GridPage } from '../../contracts/browse.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { ContentCardLink } from './ContentCardLink.tsx';
import { CARD_WIDTH, GRID_GAP, GRID_MIN_NARROW, GRID_PADDING_NARROW, NARROW_SCREEN } from './card-view.ts';

/** A phone shows two cards a row: both are the page's largest paint, whichever paints first. */
const FIRST_ROW_ON_A_PHONE = 2;
/** The rows a phone shows below the heading: their images are asked for at once, not lazily. */
const FIRST_SCREEN_ON_A_PHONE = 8;

export type GridViewProps = {
  title: string;
  grid: GridPage;
  locale: string;
  /** The href of page `p` of this grid. */
  pageHref: (page: number) => string;
  emptyText: string;
};

export function GridView({ title, grid, locale, pageHref, emptyText }: GridViewProps) {
  const { t } = useTranslation();
  const width = CARD_WIDTH[grid.imageStyle];
  return (
    <Box data-testid="grid-page" sx={{ px: { xs: `${GRID_PADDING_NARROW}px`, md: 3 }, py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {grid.items.length === 0 ? (
        <StatusScreen level={2} title={emptyText} testId="grid-empty" />
      ) : (
        <Box
          component="ul"
          data-testid="grid"
          data-page-size={grid.items.length}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            // The padding, gap and narrowest column are what the cards' `sizes` counts on.
            gap: `${GRID_GAP}px`,
            gridTemplateColumns: `repeat(auto-fill, minmax(${width.wide}px, 1fr))`,
            // Two columns on a phone: one fixed-width card per row left half the screen empty.
            [`@media ${NARROW_SCREEN}`]: { gridTemplateColumns: `repeat(auto-fill, minmax(${GRID_MIN_NARROW[grid.imageStyle]}px, 1fr))` },
          }}
        >
          {grid.items.map((card, index) => (
            <li key={card.id}>
              <ContentCardLink
                card={card}
                imageStyle={grid.imageStyle}
                locale={locale}
                fill
                priority={index < FIRST_ROW_ON_A_PHONE}
                eager={index < FIRST_SCREEN_ON_A_PHONE}
              />
            </li>
          ))}
        </Box>
      )}
      {grid.totalPages > 1 ? (
        <Box
          component="nav"
          aria-label={t('gridPages')}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}
        >
          {grid.page > 1 ? (
            <Button component={Link} to={pageHref(grid.page - 1)} variant="outlined" rel="prev" data-testid="grid-previous">
              {t('gridPrevious')}
            </Button>
          ) : null}
          <Typography aria-current="page" data-testid="grid-position">
            {t('gridPageOf', { page: grid.page, total: grid.totalPages })}
          </Typography>
          {grid.page < grid.totalPages ? (
            <Button component={Link} to={pageHref(grid.page + 1)} variant="outlined" rel="next" data-testid="grid-next">
              {t('gridNext')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
