// A series (spec §2 series page): its header, the season picker, and the chosen season's
// episodes a page at a time, behind the interstitial where the realm has one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentPath } from '../../lib/content-routes.ts';
import { useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { EpisodeList } from './EpisodeList.tsx';
import type { seriesScreen } from './routes.ts';
import { SeasonPicker } from './SeasonPicker.tsx';
import { WithInterstitial } from './WithInterstitial.tsx';

export function SeriesScreen() {
  const page = useScreenData<typeof seriesScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  const { item, parents, seasons } = page.detail;
  const season = page.season;
  usePageTitle(item.title);
  return (
    <WithInterstitial key={item.id} page={page}>
      <article data-testid="series">
        <DetailHeader
          item={item}
          parents={parents}
          locale={locale}
          meta={item.seasonCount !== null ? t('seasonCount', { count: item.seasonCount }) : null}
        />
        {!seasons || seasons.length === 0 || !season ? (
          <StatusScreen level={2} title={t('libraryNoSeasons')} testId="library-empty" />
        ) : (
          <>
            <SeasonPicker seasons={seasons} chosen={season.item.id} />
            {season.children ? <EpisodeList list={season.children} locale={locale} kind="episodes" /> : null}
            <Box sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
              <Button component={Link} to={contentPath('VOD_SEASON', season.item.id, locale)} data-testid="season-page-link">
                {season.item.title}
              </Button>
            </Box>
          </>
        )}
      </article>
    </WithInterstitial>
  );
}
