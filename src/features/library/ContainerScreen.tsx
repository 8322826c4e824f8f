// A playlist or a season (spec §2 playlist and season pages): its header (a season has its
// series in the breadcrumbs), then its videos or episodes a page at a time, behind the
// interstitial where the realm has one. One component: the two pages differ in words only.
import { useTranslation } from 'react-i18next';
import { useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { DetailHeader } from './DetailHeader.tsx';
import { EpisodeList } from './EpisodeList.tsx';
import type { playlistScreen } from './routes.ts';
import { WithInterstitial } from './WithInterstitial.tsx';

function ContainerScreen({ kind }: { kind: 'playlist' | 'season' }) {
  // Both screens' loaders answer a ContainerPage.
  const page = useScreenData<typeof playlistScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  const { item, parents, children } = page.detail;
  usePageTitle(item.title);
  return (
    <WithInterstitial key={item.id} page={page}>
      <article data-testid={kind}>
        <DetailHeader
          item={item}
          parents={parents}
          locale={locale}
          meta={item.vodCount !== null ? t('videoCount', { count: item.vodCount }) : null}
        />
        {children ? <EpisodeList list={children} locale={locale} kind={kind === 'playlist' ? 'videos' : 'episodes'} /> : null}
      </article>
    </WithInterstitial>
  );
}

export const PlaylistScreen = () => <ContainerScreen kind="playlist" />;
export const SeasonScreen = () => <ContainerScreen kind="season" />;
