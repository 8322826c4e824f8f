// The frame of every realm page: skip link, navigation, offline banner, then <main>. With the
// SIDEBAR layout on desktop the navigation sits to the left of the content.
import Box from '@mui/material/Box';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localeSwitchingAtom } from '../features/realm/atoms.ts';
import { useReadyRealm } from '../features/realm/hooks.ts';
import { switchLocale } from '../features/realm/switch-locale.ts';
import { NavigationBar, menuLayoutOf } from '../features/navigation/NavigationBar.tsx';
import { onlineAtom } from '../lib/online.ts';
import { childProfileAtom, roleAtom } from '../lib/session.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { OfflineBanner } from '../ui/OfflineBanner.tsx';
import { SkipLink } from '../ui/SkipLink.tsx';

export function Shell() {
  const { t } = useTranslation();
  const { realm, init, locale } = useReadyRealm();
  const role = useAtomValue(roleAtom);
  const childProfile = useAtomValue(childProfileAtom);
  const online = useAtomValue(onlineAtom);
  const switching = useAtomValue(localeSwitchingAtom);
  const desktop = useIsDesktop();
  const viewer = useMemo(() => ({ role, childProfile }), [role, childProfile]);
  const sidebar = desktop && menuLayoutOf(realm, init.menu) === 'SIDEBAR';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: sidebar ? 'row' : 'column' }} data-testid="shell">
      <SkipLink label={t('skipToContent')} />
      <NavigationBar
        realm={realm}
        menu={init.menu}
        viewer={viewer}
        locale={locale}
        onLocaleChange={(next) => void switchLocale(next)}
        switchingLocale={switching}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <OfflineBanner offline={!online} message={t('offlineBanner')} />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', pb: 4 }}>
          <Outlet />
        </Box>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
