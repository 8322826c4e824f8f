// The top of a library page: breadcrumbs to the item's parents, the item's cover (the page's
// largest paint, so eager and preloaded), its title as the page's h1, a line of meta and the
// description. Two columns from 900 px, one on phones.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';
import { contentPath } from '../../lib/content-routes.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { AddToWatchlist } from '../../ui/AddToWatchlist.tsx';
import { FavouriteToggle } from '../../ui/FavouriteToggle.tsx';
import { HEADER_ART } from './artwork.ts';

export type DetailHeaderProps = {
  item: ContentCard;
  parents: readonly ContentCard[];
  locale: string;
  /** One line under the title (counts, a date). */
  meta?: ReactNode;
  /** Replaces the description (a news item's text). */
  children?: ReactNode;
};

export function Breadcrumbs({ parents, locale }: { parents: readonly ContentCard[]; locale: string }) {
  const { t } = useTranslation();
  if (parents.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('libraryBreadcrumbs')} data-testid="breadcrumbs" sx={{ mb: 1 }}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {parents.map((parent) => (
          <Box component="li" key={parent.id} sx={{ '&:not(:last-of-type)::after': { content: '"/"', ml: 1, color: 'text.secondary' } }}>
            <Box component={Link} to={contentPath(parent.type, parent.id, locale)} sx={{ color: 'text.secondary' }}>
              {parent.title}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function DetailHeader({ item, parents, locale, meta, children }: DetailHeaderProps) {
  return (
    <Box
      component="header"
      data-testid="detail-header"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: { xs: 2, md: 4 },
        alignItems: 'center',
        px: { xs: 0, md: 3 },
        pt: { xs: 0, md: 3 },
      }}
    >
      <Box sx={{ borderRadius: { md: 1 }, overflow: 'hidden' }}>
        <ArtworkImage
          src={item.coverUrl}
          alt=""
          width={HEADER_ART.width}
          height={HEADER_ART.height}
          sizes={HEADER_ART.sizes}
          fallbackWidth={HEADER_ART.fallbackWidth}
          priority
        />
      </Box>
      <Box sx={{ px: { xs: 2, md: 0 } }}>
        <Breadcrumbs parents={parents} locale={locale} />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, flex: 1 }}>
            {item.title}
          </Typography>
          {/* Customers only; drawn after hydration, beside the title so nothing below moves. */}
          <FavouriteToggle id={item.id} title={item.title} />
          <AddToWatchlist id={item.id} />
        </Box>
        {meta ? <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{meta}</Typography> : null}
        {children ?? <Typography sx={{ maxWidth: 640 }}>{item.description}</Typography>}
      </Box>
    </Box>
  );
}
