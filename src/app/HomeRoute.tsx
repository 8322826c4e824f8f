// Home: the catalogue's home screen fed with the init payload the shell already loaded.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { HomeScreen } from '../features/catalogue/HomeScreen.tsx';
import { menuLayoutOf } from '../features/navigation/NavigationBar.tsx';
import { useReadyRealm } from '../features/realm/hooks.ts';
import { reloadInit } from '../features/realm/switch-locale.ts';
import { DESKTOP_MEDIA, SIDEBAR_WIDTH_PX } from '../lib/layout.ts';
import { onlineAtom } from '../lib/online.ts';
import { usePageTitle } from '../lib/page-title.ts';

export function HomeRoute() {
  const { realm, init, locale } = useReadyRealm();
  const online = useAtomValue(onlineAtom);
  const [retrying, setRetrying] = useState(false);
  usePageTitle(null);

  const retry = () => {
    setRetrying(true);
    void reloadInit().finally(() => setRetrying(false));
  };

  // Beside a desktop sidebar the heroes are narrower than the viewport; ask for less.
  const heroSizes = menuLayoutOf(realm, init.menu) === 'SIDEBAR' ? `${DESKTOP_MEDIA} calc(100vw - ${SIDEBAR_WIDTH_PX}px), 100vw` : '100vw';

  return (
    <HomeScreen
      title={realm.settings.MAIN_TITLE}
      content={init.content}
      locale={locale}
      offline={!online}
      onRetry={retry}
      retrying={retrying}
      heroSizes={heroSizes}
    />
  );
}
