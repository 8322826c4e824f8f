// The navigation bar (spec §2): the realm's menu in its layout (TOP, TOP_LEFT, SIDEBAR) on
// desktop, a hamburger panel below 1025 px; utility items at the top right; sign-in and
// sign-up for guests; a language switcher when the realm speaks more than one language.
// Everything it shows comes from the shared core: the realm, its menu, locale and the viewer.
import Box from '@mui/material/Box';
import { Suspense, lazy, memo, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chooseLocale, useHref, useIsDesktop, useLocaleSwitching, useMenuLayout, useRealm, useViewer } from '../../lib/core/index.ts';
import { SIDEBAR_WIDTH_PX } from '../../lib/layout.ts';
import { isTopRightItem } from '../../contracts/menu-views.ts';
import { BuyButton, SignInButton, SignOutButton, SignUpButton } from './AuthButtons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MenuList, type MenuEntry } from './MenuList.tsx';
import { MOBILE_HEADER_PX, MobileMenu } from './MobileMenu.tsx';
import { menuItemTarget, type MenuTarget } from './menu-target.ts';
import { authButtons, visibleMenuItems } from './visibility.ts';
import { useInstallOffered } from './install-state.ts';

// Shown only while the browser offers installation: its own chunk, loaded with the offer.
const InstallButton = lazy(() => import('./InstallButton.tsx').then((m) => ({ default: m.InstallButton })));

const switchLocale = (next: string) => void chooseLocale(next);

/** Targets are flat records of strings: equal when every field is. */
function sameTarget(a: MenuTarget, b: MenuTarget): boolean {
  const fields = Object.entries(a);
  return fields.length === Object.keys(b).length && fields.every(([key, value]) => (b as Record<string, unknown>)[key] === value);
}

/**
 * The previous list while its items and targets are the same: the guest check-in after a first
 * visit changes the viewer but seldom the menu, and the lists (memoised) then do not render.
 */
function useSameEntries(entries: MenuEntry[]): MenuEntry[] {
  const previous = useRef(entries);
  const last = previous.current;
  const same =
    last.length === entries.length &&
    entries.every((entry, i) => {
      const before = last[i];
      return before !== undefined && before.item === entry.item && sameTarget(before.target, entry.target);
    });
  if (!same) previous.current = entries;
  return previous.current;
}

// Memoised: it has no props, and the shell above it re-renders for its own state (the
// navigation's progress, the network); the bar renders for what it reads itself.
export const NavigationBar = memo(function NavigationBar() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  const { realm, init, locale } = useRealm();
  const { role, childProfile } = useViewer();
  const switchingLocale = useLocaleSwitching();
  const layout = useMenuLayout();
  const home = useHref('home');
  const menu = init.menu;
  const viewer = useMemo(() => ({ role, childProfile }), [role, childProfile]);

  const { main, utility } = useMemo(() => {
    const ctx = { realm, locale, currentPath: pathname };
    const entries: MenuEntry[] = visibleMenuItems(menu?.items ?? [], viewer, realm).map((item) => ({
      item,
      target: menuItemTarget(item, ctx),
    }));
    // Spec §2: the top-right items are the views search, livenow and account.
    return { main: entries.filter((e) => !isTopRightItem(e.item)), utility: entries.filter((e) => isTopRightItem(e.item)) };
  }, [menu, viewer, realm, locale, pathname]);

  const mainEntries = useSameEntries(main);
  const utilityEntries = useSameEntries(utility);
  const auth = authButtons(viewer, realm);
  const locales = useMemo(() => realm.realmLanguages.map((l) => l.language), [realm]);
  const logo = { src: realm.settings.LOGO, alt: realm.realmFullName, to: home };
  const switcher = <LanguageSwitcher locales={locales} value={locale} onChange={switchLocale} busy={switchingLocale} />;
  const navLabel = t('mainNavigation');
  const install = useInstallOffered() ? (
    <Suspense fallback={null}>
      <InstallButton floating={desktop} />
    </Suspense>
  ) : null;

  if (!desktop) {
    return (
      <Box
        component="header"
        data-layout={layout}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: MOBILE_HEADER_PX,
          px: 1,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <nav aria-label={navLabel} data-layout={layout} data-collapsed="true">
          <MobileMenu label={navLabel}>
            <MenuList entries={mainEntries} orientation="vertical" testId="menu-main" />
            {utilityEntries.length > 0 ? <MenuList entries={utilityEntries} orientation="vertical" testId="menu-utility" /> : null}
            {switcher}
            {auth.signUp ? <SignUpButton /> : null}
            {auth.buy ? <BuyButton /> : null}
            {auth.signOut ? <SignOutButton /> : null}
            {install}
          </MobileMenu>
        </nav>
        <Logo {...logo} size="mobile" />
        <Box sx={{ flex: 1 }} />
        {auth.signIn ? <SignInButton /> : null}
      </Box>
    );
  }

  const sidebar = layout === 'SIDEBAR';
  const actions = (
    <Box sx={{ display: 'flex', flexDirection: sidebar ? 'column' : 'row', alignItems: sidebar ? 'stretch' : 'center', gap: 1 }}>
      {switcher}
      {auth.signIn ? <SignInButton /> : null}
      {auth.signUp ? <SignUpButton /> : null}
      {auth.buy ? <BuyButton /> : null}
      {auth.signOut ? <SignOutButton /> : null}
    </Box>
  );

  return (
    <Box
      component="header"
      data-layout={layout}
      sx={
        sidebar
          ? {
              position: 'sticky',
              top: 0,
              alignSelf: 'flex-start',
              height: '100vh',
              width: SIDEBAR_WIDTH_PX,
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              p: 2,
              boxSizing: 'border-box',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }
          : {
              position: 'sticky',
              top: 0,
              zIndex: 'appBar',
              display: 'flex',
              alignItems: 'center',
              gap: 3,
              px: 3,
              minHeight: 72,
              bgcolor: 'background.default',
              borderBottom: 1,
              borderColor: 'divider',
            }
      }
    >
      <Logo {...logo} size="desktop" />
      <Box
        component="nav"
        aria-label={navLabel}
        data-layout={layout}
        sx={{
          display: 'flex',
          flexDirection: sidebar ? 'column' : 'row',
          alignItems: sidebar ? 'stretch' : 'center',
          gap: sidebar ? 2 : 1,
          flex: '1 1 auto',
          minWidth: 0,
          minHeight: 0,
        }}
      >
        <MenuList
          entries={mainEntries}
          orientation={sidebar ? 'vertical' : 'horizontal'}
          align={layout === 'TOP' ? 'center' : 'start'}
          testId="menu-main"
        />
        {utilityEntries.length > 0 ? (
          <MenuList entries={utilityEntries} orientation={sidebar ? 'vertical' : 'horizontal'} align="end" testId="menu-utility" />
        ) : null}
      </Box>
      {actions}
      {install}
    </Box>
  );
});
