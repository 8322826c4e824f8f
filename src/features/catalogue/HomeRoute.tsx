// Home's route component: the loader's page, the realm's title, and hero widths that follow
// the menu layout (beside a desktop sidebar the heroes are narrower than the viewport).
import { useMenuLayout, useRealm, useScreenData } from '../../lib/core/index.ts';
import { DESKTOP_MEDIA, SIDEBAR_WIDTH_PX } from '../../lib/layout.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { HomeScreen } from './HomeScreen.tsx';
import type { homeScreen } from './routes.ts';

export function HomeRoute() {
  const content = useScreenData<typeof homeScreen>();
  const { realm, locale } = useRealm();
  const layout = useMenuLayout();
  usePageTitle(null);
  const heroSizes = layout === 'SIDEBAR' ? `${DESKTOP_MEDIA} calc(100vw - ${SIDEBAR_WIDTH_PX}px), 100vw` : '100vw';
  return <HomeScreen title={realm.settings.MAIN_TITLE} content={content} locale={locale} heroSizes={heroSizes} />;
}
