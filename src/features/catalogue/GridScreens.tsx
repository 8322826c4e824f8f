// The grid (spec §2 `grid`: a rail's items, `?bucket=`, or one content type, `?type=`) and
// releases (the newest on-demand items), both a page at a time with `?p=`.
import { useTranslation } from 'react-i18next';
import { useRealm, useScreenData } from '../../lib/core/index.ts';
import { hrefFor } from '../../lib/core/href.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { GridView } from './GridView.tsx';
import type { gridScreen, releasesScreen } from './routes.ts';

export function GridScreen() {
  const { grid, source } = useScreenData<typeof gridScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  const title = grid.title ?? ('type' in source ? t(`type_${source.type}`) : '');
  usePageTitle(title);
  const sourceQuery: Record<string, string> = 'type' in source ? { type: source.type } : { bucket: source.bucket };
  return (
    <GridView
      title={title}
      grid={grid}
      locale={locale}
      emptyText={t('gridEmpty')}
      pageHref={(p) => hrefFor(locale, 'grid', undefined, { query: { ...sourceQuery, p: String(p) } })}
    />
  );
}

export function ReleasesScreen() {
  const grid = useScreenData<typeof releasesScreen>();
  const { locale } = useRealm();
  const { t } = useTranslation();
  usePageTitle(t('releasesTitle'));
  return (
    <GridView
      title={t('releasesTitle')}
      grid={grid}
      locale={locale}
      emptyText={t('releasesEmpty')}
      pageHref={(p) => hrefFor(locale, 'releases', undefined, { query: { p: String(p) } })}
    />
  );
}
