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
    expect(authButtons({ role: 'UNAUTHENTICATED', childProfile: false }, { allowSelfregistration: true })).toEqual({
      signIn: true,
      signUp: true,
      signOut: false,
    });
    expect(authButtons({ role: 'GUEST', childProfile: false }, { allowSelfregistration: false })).toEqual({
      signIn: true,
      signUp: false,
      signOut: false,
    });
  });

  test('signed-in viewers see sign-out instead', () => {
    expect(authButtons({ role: 'CUSTOMER', childProfile: false }, { allowSelfregistration: true })).toEqual({
      signIn: false,
      signUp: false,
      signOut: true,
    });
    expect(authButtons({ role: 'ADMIN', childProfile: false }, { allowSelfregistration: true })).toMatchObject({ signOut: true });
  });
});
