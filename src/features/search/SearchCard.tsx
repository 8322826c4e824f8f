// One search hit: a single link holding the poster, the title and a line of meta. The poster's
// alt is empty because the title is right beside it; screen readers hear the title once.
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';
import { useRenderNow, useRenderTimeZone } from '../../lib/core/index.ts';
import { formatStartTime } from '../../lib/format.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { CardMetaText, CardTitle } from '../../ui/CardText.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { POSTER, POSTER_MAX_WIDTH, POSTER_SIZES, cardArtwork, cardMeta, cardPath } from './card.ts';

function MetaLine({ card, locale }: { card: ContentCard; locale: string }) {
  const { t } = useTranslation();
  const timeZone = useRenderTimeZone();
  const meta = cardMeta(card, useRenderNow());
  switch (meta.kind) {
    case 'live':
      return <LiveBadge label={t('live')} />;
    case 'upcoming':
      return <time dateTime={meta.startDate}>{formatStartTime(meta.startDate, locale, timeZone)}</time>;
    case 'seasons':
      return <>{t('seasonCount', { count: meta.count })}</>;
    case 'videos':
      return <>{t('videoCount', { count: meta.count })}</>;
    case 'none':
      return null;
  }
}

/** `priority`: in the first row, loaded at once (the page's largest paint is one of them). */
export function SearchCard({ card, locale, priority = false }: { card: ContentCard; locale: string; priority?: boolean }) {
  const to = cardPath(card, locale);
  return (
    <Box
      component={to ? Link : 'div'}
      {...(to ? { to } : {})}
      data-testid="search-card"
      data-content-type={card.type}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        minWidth: 0,
        textDecoration: 'none',
        color: 'text.primary',
        borderRadius: 1,
        '& .card-art': { borderRadius: 1, overflow: 'hidden' },
        '&:hover .card-title, &:focus-visible .card-title': { textDecoration: 'underline' },
      }}
    >
      <Box className="card-art">
        <ArtworkImage
          src={cardArtwork(card)}
          alt=""
          width={POSTER.width}
          height={POSTER.height}
          sizes={POSTER_SIZES}
          fallbackWidth={POSTER.width}
          maxWidth={POSTER_MAX_WIDTH}
          priority={priority}
        />
      </Box>
      <CardTitle title={card.title} />
      <CardMetaText>
        <MetaLine card={card} locale={locale} />
      </CardMetaText>
    </Box>
  );
}
