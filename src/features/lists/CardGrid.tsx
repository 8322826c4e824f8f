// Cards of a list in a responsive grid: artwork, the title linking to the item's page, the
// favourite toggle (or another action) beside it. Artwork is sized (no layout shift) and
// deferred below the first rows.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentCard } from '../../contracts/content.ts';
import { contentPath } from '../../lib/content-routes.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';

const EAGER_CARDS = 4;

export function CardGrid({
  cards,
  locale,
  action,
}: {
  cards: readonly ContentCard[];
  locale: string;
  action: (card: ContentCard) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      data-testid="list-cards"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {cards.map((card, i) => (
        <Box
          component="li"
          key={card.id}
          data-testid="list-card"
          data-id={card.id}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
        >
          <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
            <ArtworkImage
              src={card.thumbnailUrl}
              alt=""
              width={480}
              height={270}
              sizes="(max-width: 599.98px) 100vw, 320px"
              fallbackWidth={480}
              maxWidth={960}
              deferred={i >= EAGER_CARDS}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography
              component={Link}
              to={contentPath(card.type, card.id, locale)}
              sx={{
                flex: 1,
                color: 'text.primary',
                fontWeight: 600,
                fontSize: (theme) => theme.realm.cardTitleFontSize,
                textDecoration: 'none',
                '&:hover, &:focus-visible': { textDecoration: 'underline' },
                pt: 1,
              }}
            >
              {card.title}
            </Typography>
            {action(card)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
