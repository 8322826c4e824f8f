import { describe, expect, test } from 'vitest';
import { menuFixture, menuItem, realmFixture } from '../../lib/testing/fixtures.ts';
import type { Viewer } from '../../lib/core/index.ts';
import { authButtons, visibleMenuItems } from './visibility.ts';

const items = [
  ...menuFixture().items,
  menuItem('preferences', 'VIEW', { view: 'PREFERENCES' }),
  menuItem('logout', 'VIEW', { view: 'LOGOUT' }),
  menuItem('schedule-section', 'SECTION', { section: 'schedule' }),
];
const ids = (viewer: Viewer, realm = realmFixture()) => visibleMenuItems(items, viewer, realm).map((i) => i.id);

describe('menu visibility', () => {
  test('guests and unauthenticated visitors do not see account, preferences, logout or live now', () => {
    for (const role of ['GUEST', 'UNAUTHENTICATED'] as const) {
      const seen = ids({ role, childProfile: false });
      expect(seen).not.toContain('account');
      expect(seen).not.toContain('preferences');
      expect(seen).not.toContain('logout');
      expect(seen).not.toContain('live-now');
      expect(seen).toContain('home');
      expect(seen).toContain('search');
    }
  });

  test('customers see everything', () => {
    expect(ids({ role: 'CUSTOMER', childProfile: false })).toEqual(items.map((i) => i.id));
  });

  test('child profiles do not see preferences or account', () => {
    const seen = ids({ role: 'CUSTOMER', childProfile: true });
    expect(seen).not.toContain('account');
    expect(seen).not.toContain('preferences');
    expect(seen).toContain('logout');
    expect(seen).toContain('live-now');
  });

  test('schedule needs live content and the schedule section enabled', () => {
    const viewer: Viewer = { role: 'CUSTOMER', childProfile: false };
    expect(ids(viewer)).toEqual(expect.arrayContaining(['schedule', 'schedule-section']));
    expect(ids(viewer, realmFixture({ hasLive: false }))).not.toContain('schedule');
    expect(ids(viewer, realmFixture({ scheduleSection: 'DISABLED' }))).not.toContain('schedule');
    expect(ids(viewer, realmFixture({ scheduleSection: 'DISABLED' }))).not.toContain('schedule-section');
  });
});

describe('auth buttons', () => {
  test('guests see sign-in, and sign-up only with self-registration', () => {
    expect(
      authButtons({ role: 'UNAUTHENTICATED', childProfile: false }, { allowSelfregistration: true, showLicencesOnSignup: true }),
    ).toEqual({
      signIn: true,
      signUp: true,
      signOut: false,
      buy: false,
    });
    expect(authButtons({ role: 'GUEST', childProfile: false }, { allowSelfregistration: false, showLicencesOnSignup: true })).toEqual({
      signIn: true,
      signUp: false,
      signOut: false,
      buy: false,
    });
  });

  test('signed-in viewers see sign-out instead', () => {
    expect(authButtons({ role: 'CUSTOMER', childProfile: false }, { allowSelfregistration: true, showLicencesOnSignup: false })).toEqual({
      signIn: false,
      signUp: false,
      signOut: true,
      buy: false,
    });
    expect(authButtons({ role: 'ADMIN', childProfile: false }, { allowSelfregistration: true, showLicencesOnSignup: false })).toMatchObject(
      {
        signOut: true,
      },
    );
  });

  test('signed-in customers reach the purchase page where the realm shows licences on sign-up; child profiles do not', () => {
    const realm = { allowSelfregistration: true, showLicencesOnSignup: true };
    expect(authButtons({ role: 'CUSTOMER', childProfile: false }, realm).buy).toBe(true);
    expect(authButtons({ role: 'CUSTOMER', childProfile: true }, realm).buy).toBe(false);
  });
});

describe('items of routes the realm lacks (spec §2)', () => {
  const customer: Viewer = { role: 'CUSTOMER', childProfile: false };
  const conditional = [
    menuItem('favourites', 'VIEW', { view: 'FAVOURITES' }),
    menuItem('my-list', 'VIEW', { view: 'MY_LIST' }),
    menuItem('watchlists', 'VIEW', { view: 'WATCHLISTS' }),
    menuItem('epg', 'VIEW', { view: 'EPG' }),
    menuItem('fighters', 'VIEW', { view: 'Fighters' }),
    menuItem('multi-view', 'VIEW', { view: 'MULTI_VIEW' }),
    menuItem('upcoming', 'VIEW', { view: 'UPCOMING' }),
    menuItem('watch-together', 'VIEW', { view: 'WATCH_TOGETHER' }),
    menuItem('schedule', 'VIEW', { view: 'SCHEDULE' }),
    menuItem('gifts', 'VIEW', { view: 'GIFTS' }),
  ];
  const seen = (realm: Parameters<typeof realmFixture>[0]) => visibleMenuItems(conditional, customer, realmFixture(realm)).map((i) => i.id);

  test('every item shows where the realm has its route', () => {
    const all = seen({
      watchlistsEnabled: false,
      epgMatrix: 'ENABLED',
      multiViewAllowed: true,
      guestsAllowed: true,
      allowGuestSchedule: true,
      hasLive: true,
      scheduleSection: 'ENABLED',
      customizations: { reactive: 'ENABLED' },
      gifting: 'ENABLED',
    });
    expect(all).toEqual(conditional.map((i) => i.id).filter((id) => id !== 'watchlists'));
  });

  test('each item goes with its condition', () => {
    const none = seen({
      watchlistsEnabled: true,
      epgMatrix: 'DISABLED',
      multiViewAllowed: false,
      guestsAllowed: true,
      allowGuestSchedule: false,
      hasLive: true,
      scheduleSection: 'DISABLED',
      customizations: { favouritesListMode: 'DISABLED' },
      gifting: 'DISABLED',
    });
    // Fighters stays: its own item is the condition.
    expect(none).toEqual(['watchlists', 'fighters']);
    expect(seen({ guestsAllowed: false, allowGuestSchedule: true })).not.toContain('upcoming');
    expect(seen({ hasLive: false, scheduleSection: 'ENABLED' })).not.toContain('schedule');
  });
});
