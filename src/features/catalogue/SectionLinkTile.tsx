// A tile leading to another section of the realm (section-link buckets, browse): artwork and
// the section's title in one link.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { SectionLink } from '../../contracts/content.ts';
import { routePath } from '../../lib/routes.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { CARD_ART, CARD_WIDTH, NARROW_SCREEN, cardSizes } from './card-view.ts';

/** `priority`: the first tile of a page made of tiles (browse) is its largest paint. */
export function SectionLinkTile({ link, locale, priority = false }: { link: SectionLink; locale: string; priority?: boolean }) {
  const art = CARD_ART.LANDSCAPE;
  const width = CARD_WIDTH.LANDSCAPE;
  return (
    <Box
      component={Link}
      to={routePath('section', { params: { name: link.name }, locale })}
      data-testid="section-link"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        width: width.wide,
        [`@media ${NARROW_SCREEN}`]: { width: width.narrow },
        textDecoration: 'none',
        color: 'text.primary',
        '&:hover .tile-title': { textDecoration: 'underline' },
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <ArtworkImage
          src={link.imageUrl}
          alt=""
          width={art.width}
          height={art.height}
          sizes={cardSizes('LANDSCAPE')}
          fallbackWidth={art.width}
          maxWidth={960}
          priority={priority}
        />
      </Box>
      <Typography component="span" className="tile-title" sx={{ fontSize: (theme) => theme.realm.cardTitleFontSize, fontWeight: 600 }}>
        {link.title}
      </Typography>
    </Box>
  );
}
