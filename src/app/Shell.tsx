// The frame of every realm page: skip link, navigation, offline banner, progress while a
// screen loads, then <main>; the session's effects (guard after hydration, frame break-out)
// and the VPN message. With the SIDEBAR layout on desktop the navigation sits to the left.
// When the language changes it moves the page to that language's path and reloads its data;
// when the network comes back it reloads the screen's data in place.
import Box from '@mui/material/Box';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavigationBar } from '../features/navigation/NavigationBar.tsx';
import { Overlays } from '../features/overlays/Overlays.tsx';
import { ProfileSwitcher } from '../features/profiles/ProfileSwitcher.tsx';
import { SearchOverlay } from '../features/search/SearchOverlay.tsx';
import { BLOCK_REASON_VPN } from '../contracts/headers.ts';
import { useBlockReason, useIsDesktop, useMenuLayout, useOnline, useRealm } from '../lib/core/index.ts';
import { dockRoom } from '../lib/dock-room.ts';
import { DOCK_HEIGHT_VAR } from '../lib/layout.ts';
import { translatePath } from '../lib/routes.ts';
import { NavigationProgress } from '../ui/NavigationProgress.tsx';
import { OfflineBanner } from '../ui/OfflineBanner.tsx';
import { HydrateApart } from '../ui/HydrateApart.tsx';
import { SkipLink } from '../ui/SkipLink.tsx';
import { Toasts } from '../ui/Toasts.tsx';
import { useChallengeSolver, useFrameBreakOut, useGuardAfterHydration, useUserLanguage } from './session-effects.ts';

// The VPN message is rare: its dialog is a chunk of its own, loaded when an answer says so.
const VpnBlocked = lazy(() => import('./VpnBlocked.tsx').then((m) => ({ default: m.VpnBlocked })));

function useFollowLocale(locale: string): void {
  const previous = useRef(locale);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    const translated = translatePath(location.pathname, locale);
    if (translated !== location.pathname) void navigate(`${translated}${location.search}${location.hash}`, { replace: true });
    else void revalidator.revalidate();
    // Only a change of language moves the page; location changes are navigation's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}

/** Keeps the screen on show as the one a launch of the installed app returns to (lib/resume.ts). */
function useRememberScreen(): void {
  const { pathname, key } = useLocation();
  useEffect(() => {
    const page = { pathname: location.pathname, search: location.search };
    void import('../lib/resume.ts').then((m) => m.rememberScreen(pathname, page));
    // The key changes with every navigation, a search change included.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * Back online: the screen's loaders run again in place — no reload, the same route, the
 * rails' and the page's scroll untouched (the same keys keep the same elements; a rail's loaded
 * pages survive the same first page, use-more.ts).
 */
function useRefreshOnReconnect(online: boolean): void {
  const revalidator = useRevalidator();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void revalidator.revalidate();
    wasOnline.current = online;
  }, [online, revalidator]);
}

/**
 * The shell's effects, in a component that renders nothing: what they read (hydration, the
 * viewer's role, the location) changes after a first visit's hydration, and re-rendering only
 * this leaves the frame and the navigation alone.
 */
function ShellEffects() {
  const { locale } = useRealm();
  useFollowLocale(locale);
  useRefreshOnReconnect(useOnline());
  useGuardAfterHydration();
  useUserLanguage();
  useFrameBreakOut();
  useChallengeSolver();
  // Marks the page as running (hydrated, or rendered by the client): tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  useRememberScreen();
  return null;
}

export function Shell() {
  const { t } = useTranslation();
  const online = useOnline();
  const desktop = useIsDesktop();
  const layout = useMenuLayout();
  const sidebar = desktop && layout === 'SIDEBAR';
  const loading = useNavigation().state === 'loading';
  const blocked = useBlockReason() === BLOCK_REASON_VPN;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: sidebar ? 'row' : 'column' }} data-testid="shell">
      <SkipLink label={t('skipToContent')} />
      <NavigationProgress active={loading} label={t('loading')} />
      <NavigationBar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <OfflineBanner offline={!online} message={t('offlineBanner')} />
        <Box component="main" id="main" tabIndex={-1} aria-busy={loading} sx={{ flex: 1, outline: 'none', pb: 4 }}>
          {/* The screen hydrates after the frame, in a commit of its own (first visits). */}
          <HydrateApart>
            <Outlet />
          </HydrateApart>
        </Box>
        {/* Room under the page's end for the banners docked over it: the page's last controls
            scroll out from under them. */}
        <Box aria-hidden ref={dockRoom} data-testid="dock-room" sx={{ flexShrink: 0, height: `var(${DOCK_HEIGHT_VAR}, 0px)` }} />
      </Box>
      <Overlays />
      <ProfileSwitcher />
      <SearchOverlay />
      <Toasts />
      {blocked ? (
        <Suspense fallback={null}>
          <VpnBlocked />
        </Suspense>
      ) : null}
      <ScrollRestoration />
      <ShellEffects />
    </Box>
  );
}
