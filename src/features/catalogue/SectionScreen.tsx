// A section page (spec §2 `section`): the section's title, its heroes, its sponsor block and
// its rails (section-link buckets among them), paged like home. An unknown section is the
// loader's 404, shown by the route's error element as not found.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMenuLayout, useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { heroSizesFor } from './hero-preload.ts';
import { PageRails } from './PageRails.tsx';
import type { sectionScreen } from './routes.ts';
import { SponsorBlock } from './SponsorBlock.tsx';

/** A section without a title of its own is named by its path segment. */
export function sectionTitle(name: string, title: string | undefined): string {
  if (title) return title;
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function SectionScreen() {
  const { name, page } = useScreenData<typeof sectionScreen>();
  const { locale } = useRealm();
  const layout = useMenuLayout();
  const { t } = useTranslation();
  const title = sectionTitle(name, page.title);
  usePageTitle(title);
  return (
    <Box data-testid="section-page" data-section={name}>
      <Typography component="h1" variant="h4" sx={{ px: { xs: 2, md: 3 }, pt: 3, pb: 1 }}>
        {title}
      </Typography>
      {page.sponsor ? <SponsorBlock sponsor={page.sponsor} /> : null}
      {page.heroes.length > 0 ? <HeroCarousel heroes={page.heroes} locale={locale} sizes={heroSizesFor(layout)} /> : null}
      {page.buckets.length === 0 && page.heroes.length === 0 ? (
        <StatusScreen level={2} title={t('gridEmpty')} testId="section-empty" />
      ) : (
        <PageRails key={name} content={page} section={name} locale={locale} />
      )}
    </Box>
  );
}
