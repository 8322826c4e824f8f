// One hero: full-width artwork (portrait on narrow screens), title, description and a link to
// the content. Text sits on a gradient of the page background so it keeps its contrast.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Hero } from '../../contracts/content.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { contentPath, isPlayable } from '../../lib/content-routes.ts';
import { useRenderNow, useRenderTimeZone } from '../../lib/core/index.ts';
import { formatStartTime, isFuture } from '../../lib/format.ts';
import { NARROW_SCREEN } from './card-view.ts';
import { HERO_FALLBACK_WIDTH, HERO_PORTRAIT_SIZES } from './hero-preload.ts';

export type HeroSlideProps = { hero: Hero; locale: string; priority: boolean; sizes: string; deferImage?: boolean };

export function HeroSlide({ hero, locale, priority, sizes, deferImage = false }: HeroSlideProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const timeZone = useRenderTimeZone();
  const now = useRenderNow();
  // An event not yet on air: its start instead of the live badge, and a link that says it
  // leads to the event's page (which tells when it plays), not that it plays now.
  const upcoming = !hero.live && hero.link.type === 'LIVE_EVENT' && isFuture(hero.startDate, now);
  return (
    <Box
      data-testid="hero"
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        maxHeight: '72vh',
        [`@media ${NARROW_SCREEN}`]: { aspectRatio: '3 / 4' },
      }}
    >
      <ArtworkImage
        src={hero.imageUrl}
        alt=""
        width={1600}
        height={900}
        sizes={sizes}
        fallbackWidth={HERO_FALLBACK_WIDTH}
        priority={priority}
        deferred={deferImage}
        sources={[{ media: NARROW_SCREEN, src: hero.portraitImageUrl, width: 800, height: 1200, sizes: HERO_PORTRAIT_SIZES }]}
        fill
      />
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          top: 'auto',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1.5,
          px: { xs: 2, md: 6 },
          pt: 10,
          pb: { xs: 3, md: 5 },
          background: `linear-gradient(to top, ${theme.palette.background.default} 0%, ${alpha(theme.palette.background.default, 0.92)} 45%, ${alpha(theme.palette.background.default, 0)} 100%)`,
        })}
      >
        {hero.live ? <LiveBadge label={t('live')} /> : null}
        {upcoming && hero.startDate ? (
          <Typography data-testid="hero-upcoming" sx={{ fontWeight: 700 }}>
            {t('upcoming')} · <time dateTime={hero.startDate}>{formatStartTime(hero.startDate, locale, timeZone)}</time>
          </Typography>
        ) : null}
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.75rem' }, maxWidth: 900 }}>
          {hero.title}
        </Typography>
        <Typography sx={{ maxWidth: 640, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {hero.description}
        </Typography>
        <Button
          component={Link}
          to={contentPath(hero.link.type, hero.link.contentId, locale)}
          variant="contained"
          color="primary"
          data-testid="hero-link"
        >
          {isPlayable(hero.link.type) && !upcoming ? t('watchNow') : t('moreInfo')}
          {/* The title makes the link make sense on its own, e.g. in a screen reader's link list. */}
          <span style={visuallyHidden}>: {hero.title}</span>
        </Button>
      </Box>
    </Box>
  );
}
