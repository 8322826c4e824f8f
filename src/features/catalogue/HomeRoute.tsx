// Home's route component: the loader's page, the realm's title, and hero widths that follow
// the menu layout.
import { useMenuLayout, useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { heroSizesFor } from './hero-preload.ts';
import { HomeScreen } from './HomeScreen.tsx';
import type { homeScreen } from './routes.ts';

export function HomeRoute() {
  const content = useScreenData<typeof homeScreen>();
  const { realm, locale } = useRealm();
  const layout = useMenuLayout();
  usePageTitle(null);
  return <HomeScreen title={realm.settings.MAIN_TITLE} content={content} locale={locale} heroSizes={heroSizesFor(layout)} />;
}
