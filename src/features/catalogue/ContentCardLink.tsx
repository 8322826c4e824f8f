// One card: a single link holding the artwork, the title and a line of meta. The artwork's
// alt is empty because the title is right beside it; screen readers hear the title once.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';
import { useRenderTimeZone } from '../../lib/core/index.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { contentPath } from './card-target.ts';
import { CARD_ART, CARD_WIDTH, NARROW_SCREEN, cardArtwork, cardMeta, cardSizes, type ImageStyle } from './card-view.ts';

export type ContentCardLinkProps = { card: ContentCard; imageStyle: ImageStyle; locale: string; deferImage?: boolean };

function MetaLine({ card, locale }: { card: ContentCard; locale: string }) {
  const { t } = useTranslation();
  const meta = cardMeta(card, locale, Date.now(), useRenderTimeZone());
  switch (meta.kind) {
    case 'live':
      return <LiveBadge label={t('live')} />;
    case 'upcoming':
      return (
        <>
          {t('upcoming')} · <time dateTime={card.startDate ?? undefined}>{meta.when}</time>
        </>
      );
    case 'seasons':
      return <>{t('seasonCount', { count: meta.count })}</>;
    case 'videos':
      return <>{t('videoCount', { count: meta.count })}</>;
    case 'none':
      return null;
  }
}

export function ContentCardLink({ card, imageStyle, locale, deferImage = false }: ContentCardLinkProps) {
  const art = CARD_ART[imageStyle];
  const width = CARD_WIDTH[imageStyle];
  return (
    <Box
      component={Link}
      to={contentPath(card.type, card.id, locale)}
      data-testid="content-card"
      data-content-type={card.type}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        width: width.wide,
        [`@media ${NARROW_SCREEN}`]: { width: width.narrow },
        textDecoration: 'none',
        color: 'text.primary',
        borderRadius: 1,
        '& .card-art': { borderRadius: 1 },
        '&:hover .card-title': { textDecoration: 'underline' },
      }}
    >
      <Box className="card-art" sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <ArtworkImage
          src={cardArtwork(card, imageStyle)}
          alt=""
          width={art.width}
          height={art.height}
          sizes={cardSizes(imageStyle)}
          fallbackWidth={art.width}
          maxWidth={960}
          deferred={deferImage}
        />
      </Box>
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
        {card.title}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        <MetaLine card={card} locale={locale} />
      </Typography>
    </Box>
  );
}
