// Labels of the navigation bar and menus. Menu item titles come from the server, which names
// the built-in views with these keys (home, browse, schedule…).
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const navigationLabels = {
  home: 'Home',
  browse: 'Browse',
  schedule: 'Schedule',
  search: 'Search',
  news: 'News',
  liveNow: 'Live now',
  liveEvents: 'Live events',
  account: 'Account',
  preferences: 'Preferences',
  logout: 'Log out',
  signIn: 'Sign in',
  signUp: 'Sign up',
  signOut: 'Sign out',
  menuBuy: 'Buy a pass',
  switchProfile: 'Switch profile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  language: 'Language',
  opensInNewTab: 'opens in a new tab',
  installApp: 'Install app',
} as const satisfies LabelDeclarations;
