// One card: a single link holding the artwork, the title and a line of meta. The artwork's
// alt is empty because the title is right beside it; screen readers hear the title once.
import Box from '@mui/material/Box';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';
import { useRenderNow, useRenderTimeZone } from '../../lib/core/index.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { CardMetaText, CardTitle } from '../../ui/CardText.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { contentPath } from '../../lib/content-routes.ts';
import { CARD_ART, CARD_WIDTH, NARROW_SCREEN, cardArtwork, cardMeta, cardSizes, gridCardSizes, type ImageStyle } from './card-view.ts';

export type ContentCardLinkProps = {
  card: ContentCard;
  imageStyle: ImageStyle;
  locale: string;
  /** Off the first screen: the artwork follows once the page has hydrated. */
  deferImage?: boolean;
  /** Fill the parent's width (a grid cell) instead of a rail's fixed card width. */
  fill?: boolean;
  /** The page's largest image (a grid's first card): eager, fetched first. */
  priority?: boolean;
  /** On the first screen: fetched at once (ArtworkImage's `eager`). */
  eager?: boolean;
};

/**
 * The meta line of a live event: the only one that depends on the clock and the time zone, so
 * the only one that re-renders when the browser's take on them switches on after hydration.
 */
function EventMetaLine({ card, locale }: { card: ContentCard; locale: string }) {
  return <MetaText card={card} locale={locale} now={useRenderNow()} timeZone={useRenderTimeZone()} />;
}

function MetaLine({ card, locale }: { card: ContentCard; locale: string }) {
  return card.type === 'LIVE_EVENT' ? <EventMetaLine card={card} locale={locale} /> : <MetaText card={card} locale={locale} />;
}

function MetaText({ card, locale, now, timeZone }: { card: ContentCard; locale: string; now?: number; timeZone?: 'UTC' }) {
  const { t } = useTranslation();
  const meta = cardMeta(card, locale, now, timeZone);
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

/** Memoised: a rail re-rendering (more items, a new viewer) leaves its unchanged cards alone. */
export const ContentCardLink = memo(function ContentCardLink(props: ContentCardLinkProps) {
  const { card, imageStyle, locale, deferImage = false, fill = false, priority = false, eager = false } = props;
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
        width: fill ? '100%' : width.wide,
        [`@media ${NARROW_SCREEN}`]: { width: fill ? '100%' : width.narrow },
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
          sizes={fill ? gridCardSizes(imageStyle) : cardSizes(imageStyle)}
          fallbackWidth={art.width}
          maxWidth={960}
          deferred={deferImage}
          priority={priority}
          eager={eager}
        />
      </Box>
      <CardTitle title={card.title} />
      <CardMetaText>
        <MetaLine card={card} locale={locale} />
      </CardMetaText>
    </Box>
  );
});
