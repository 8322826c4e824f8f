// The text under a card's artwork, shared by the catalogue's cards and search hits: the title,
// clamped to two lines at the realm's card title scale, and one line of meta whose height is
// kept even when empty, so cards in a row line up.
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function CardTitle({ title }: { title: string }) {
  return (
    <Typography
      component="span"
      className="card-title"
      data-testid="card-title"
      sx={{
        fontSize: (theme) => theme.realm.cardTitleFontSize,
        fontWeight: 600,
        lineHeight: 1.3,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {title}
    </Typography>
  );
}

export function CardMetaText({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
      {children}
    </Typography>
  );
}
