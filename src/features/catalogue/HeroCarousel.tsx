// Heroes as a carousel: a scroll-snapping track (swipe on touch), previous/next buttons that
// wrap around, and slides announced as "n of m".
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hero } from '../../contracts/content.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { HeroSlide } from './HeroSlide.tsx';

export function HeroCarousel({ heroes, locale, sizes }: { heroes: readonly Hero[]; locale: string; sizes: string }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);

  const go = (step: 1 | -1) => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    const next = (current + step + heroes.length) % heroes.length;
    track.scrollTo({ left: next * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const arrow = (step: 1 | -1) => (
    <IconButton
      aria-label={step < 0 ? t('previous') : t('next')}
      onClick={() => go(step)}
      data-testid={step < 0 ? 'hero-previous' : 'hero-next'}
      sx={{
        position: 'absolute',
        top: '40%',
        [step < 0 ? 'left' : 'right']: 8,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {step < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('heroes')} data-testid="heroes" sx={{ position: 'relative' }}>
      <Box
        component="ul"
        ref={trackRef}
        sx={{
          display: 'flex',
          listStyle: 'none',
          m: 0,
          p: 0,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {/* Slides after the first are off screen: their artwork waits until the page is hydrated. */}
        {heroes.map((hero, index) => (
          <Box
            component="li"
            key={hero.id}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${heroes.length}`}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}
          >
            <HeroSlide hero={hero} locale={locale} priority={index === 0} sizes={sizes} deferImage={index > 0} />
          </Box>
        ))}
      </Box>
      {heroes.length > 1 ? (
        <>
          {arrow(-1)}
          {arrow(1)}
        </>
      ) : null}
    </Box>
  );
}
