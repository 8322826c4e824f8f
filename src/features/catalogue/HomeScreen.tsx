// Home (spec §2): the realm's heroes, then its buckets as rails, or the empty state. Loading,
// error and offline states belong to the route (the shell's progress bar and RouteError).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageContent } from '../../contracts/content.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { PageRails } from './PageRails.tsx';

export type HomeScreenProps = {
  /** The realm's title, as the page's (visually hidden) h1. */
  title: string;
  content: PageContent;
  locale: string;
  /** `sizes` for full-width hero artwork; narrower than the viewport beside a sidebar. */
  heroSizes?: string;
};

/** Memoised: the route above re-renders when the viewer changes (the menu); the page's content does not. */
export const HomeScreen = memo(function HomeScreen({ title, content, locale, heroSizes = '100vw' }: HomeScreenProps) {
  const { t } = useTranslation();
  const heading = (
    <Typography component="h1" sx={visuallyHidden}>
      {title}
    </Typography>
  );

  const buckets = content.buckets;
  if (content.heroes.length === 0 && buckets.length === 0) {
    return (
      <>
        {heading}
        <StatusScreen level={2} title={t('emptyHome')} testId="home-empty" />
      </>
    );
  }

  return (
    <Box data-testid="home">
      {heading}
      {content.heroes.length > 0 ? <HeroCarousel heroes={content.heroes} locale={locale} sizes={heroSizes} /> : null}
      <PageRails content={content} section="home" locale={locale} />
    </Box>
  );
});
