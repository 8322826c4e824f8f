// @vitest-environment jsdom
// The role × route matrix (spec §4 guard order, §6 permission table). The expected outcomes
// are written here by hand from the spec, not derived from the implementation: each route's
// permission group as §6 lists it, and for each group, realm kind and role what §4 says happens.
import { describe, expect, test } from 'vitest';
import type { RealmSettings } from '../../contracts/realm.ts';
import { ROUTE_NAMES, type RouteName } from '../routes.ts';
import {
  guardEndedSession,
  guardRoute,
  isPublicFor,
  licenceRedirectPending,
  pendingRedirectLicence,
  setLicenceRedirectPending,
  type GuardOutcome,
} from './guard.ts';
import type { Role } from './session.ts';

type Group = 'open' | 'content' | 'customer' | 'guestOrCustomer' | 'anonymous' | 'upcoming' | 'account' | 'admin';

/** §6, route by route. Routes §6 does not name are placed as docs/architecture.md says (marked *). */
const SPEC_GROUPS: Record<Group, readonly RouteName[]> = {
  // "Login, providers, logout, external page, impersonate, watchlists, favourites" (+ login family*, my list*).
  open: [
    'login',
    'providers',
    'logout',
    'externalPage',
    'impersonate',
    'watchlists',
    'favourites',
    'loginRedirect',
    'loginProvider',
    'oidcLogin',
    'loginRequestPassword',
    'loginResetPassword',
    'loginMagicLink',
    'requestPassword',
    'resetPassword',
    'tvLogin',
    'authorize',
    'disconnected',
    'activateUser',
    'member',
    'myList',
    // Decision 0023: §6 lists it with the anonymous pages.
    'emailConfirmation',
  ],
  // "Content pages (home, browse, grid, search, schedule, section, plugin, playlist, season, series,
  // video, live, history, news, EPG, interstitial, releases, fighters, multi view)" (+ watch together*).
  content: [
    'home',
    'browse',
    'grid',
    'search',
    'schedule',
    'section',
    'plugin',
    'playlist',
    'season',
    'series',
    'video',
    'live',
    'history',
    'news',
    'newsItem',
    'epg',
    'interstitial',
    'releases',
    'fighters',
    'multiView',
    'watchTogether',
  ],
  // "Customer/admin only: pay, payment confirmation, update, authorization, licence redirect,
  // confirm PIN reset, preferences, profiles, live events" (+ invoice*).
  customer: [
    'pay',
    'paymentConfirmation',
    'paymentUpdate',
    'paymentAuthorization',
    'licenceRedirect',
    'confirmPinReset',
    'preferences',
    'profiles',
    'liveEvents',
    'invoice',
  ],
  // "Signup, purchase, gifts: guest, customer, admin."
  guestOrCustomer: ['signup', 'purchase', 'gifts', 'giftRedemption'],
  // "Email confirmation, OAuth app, root: unauthenticated or guest only." Email confirmation is
  // open instead: its link confirms an email change from a signed-in session (decision 0023).
  anonymous: ['oauthApp', 'root'],
  // "Upcoming: all roles when guests and guest schedule allowed."
  upcoming: ['upcoming'],
  // "Account: customer/admin, plus guests in a provider flow."
  account: ['account'],
  // Admin preview routes*.
  admin: ['preview', 'previewSection', 'previewNavbar', 'previewPlugin', 'previewComposedPage', 'preview404', 'previewCancellationPromo'],
};

type Expect = 'allow' | 'checkIn' | 'login' | 'default' | 'logout';
type Column = 'UNAUTH' | 'GUEST' | 'CUSTOMER' | 'CHILD' | 'ADMIN';
type Row = Record<Column, Expect>;

const row = (u: Expect, g: Expect, c: Expect, a: Expect): Row => ({ UNAUTH: u, GUEST: g, CUSTOMER: c, CHILD: c, ADMIN: a });

/** Guests allowed with full guest access ALLOWED (arena, cinema), guest schedule on. */
const FULL_ACCESS: Record<Group, Row> = {
  open: row('allow', 'allow', 'allow', 'allow'),
  content: row('checkIn', 'allow', 'allow', 'allow'),
  customer: row('default', 'default', 'allow', 'allow'),
  guestOrCustomer: row('checkIn', 'allow', 'allow', 'allow'),
  anonymous: row('allow', 'allow', 'default', 'default'),
  upcoming: row('allow', 'allow', 'allow', 'allow'),
  account: row('default', 'default', 'allow', 'allow'),
  admin: row('default', 'default', 'default', 'allow'),
};

/** Guests allowed, full guest access NOT_ALLOWED, guest schedule on. */
const GUESTS_WITHOUT_FULL_ACCESS: Record<Group, Row> = {
  open: row('allow', 'allow', 'allow', 'allow'),
  content: row('login', 'login', 'allow', 'allow'),
  customer: row('login', 'login', 'allow', 'allow'),
  guestOrCustomer: row('checkIn', 'allow', 'allow', 'allow'),
  anonymous: row('allow', 'allow', 'default', 'default'),
  upcoming: row('allow', 'allow', 'allow', 'allow'),
  account: row('login', 'login', 'allow', 'allow'),
  admin: row('login', 'login', 'default', 'allow'),
};

/** Guests not allowed (club): a guest session is sent to logout, except on logout itself. */
const NO_GUESTS: Record<Group, Row> = {
  open: row('allow', 'logout', 'allow', 'allow'),
  content: row('login', 'logout', 'allow', 'allow'),
  customer: row('login', 'logout', 'allow', 'allow'),
  guestOrCustomer: row('login', 'logout', 'allow', 'allow'),
  anonymous: row('allow', 'logout', 'default', 'default'),
  upcoming: row('login', 'logout', 'allow', 'allow'),
  account: row('login', 'logout', 'allow', 'allow'),
  admin: row('login', 'logout', 'default', 'allow'),
};

const REALMS: ReadonlyArray<[string, Pick<RealmSettings, 'guestsAllowed' | 'fullGuestAccess' | 'allowGuestSchedule'>, Record<Group, Row>]> =
  [
    ['guests with full access', { guestsAllowed: true, fullGuestAccess: 'ALLOWED', allowGuestSchedule: true }, FULL_ACCESS],
    [
      'guests without full access',
      { guestsAllowed: true, fullGuestAccess: 'NOT_ALLOWED', allowGuestSchedule: true },
      GUESTS_WITHOUT_FULL_ACCESS,
    ],
    ['no guests', { guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED', allowGuestSchedule: false }, NO_GUESTS],
  ];

const ROLE_OF: Record<Column, Role> = {
  UNAUTH: 'UNAUTHENTICATED',
  GUEST: 'GUEST',
  CUSTOMER: 'CUSTOMER',
  CHILD: 'CUSTOMER',
  ADMIN: 'ADMIN',
};

function summarise(outcome: GuardOutcome): Expect {
  if (outcome.kind !== 'redirect') return outcome.kind;
  return outcome.reason === 'defaultTarget'
    ? 'default'
    : outcome.reason === 'login'
      ? 'login'
      : outcome.reason === 'logout'
        ? 'logout'
        : 'login';
}

function groupOf(route: RouteName): Group {
  const found = (Object.keys(SPEC_GROUPS) as Group[]).filter((g) => SPEC_GROUPS[g].includes(route));
  if (found.length !== 1) throw new Error(`${route} is in ${found.length} groups of the spec table`);
  return found[0] as Group;
}

describe('role × route matrix', () => {
  test('every route of the table is in exactly one permission group', () => {
    for (const route of ROUTE_NAMES) expect(() => groupOf(route)).not.toThrow();
    expect(Object.values(SPEC_GROUPS).flat()).toHaveLength(ROUTE_NAMES.length);
  });

  for (const [realmName, realm, table] of REALMS) {
    test(`realm with ${realmName}: every route × role matches the spec`, () => {
      const mismatches: string[] = [];
      for (const route of ROUTE_NAMES) {
        const expected = table[groupOf(route)];
        for (const column of Object.keys(expected) as Column[]) {
          // A guest in a realm without guests may still reach logout, where the session ends.
          // Sign-up without guests (spec §4's incorrect settings) is open to the visitor, or nobody could sign up.
          const exception =
            (route === 'logout' && column === 'GUEST') || (route === 'signup' && column === 'UNAUTH') ? !realm.guestsAllowed : false;
          const want = exception ? 'allow' : expected[column];
          const got = summarise(guardRoute({ route, role: ROLE_OF[column], realm, from: '/here', defaultTarget: '/home' }));
          if (got !== want) mismatches.push(`${route} ${column}: expected ${want}, got ${got}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  test('in a realm without guests a visitor may open sign-up, and nothing else of its group', () => {
    const realm = { guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED', allowGuestSchedule: false } as const;
    const visitor = (route: RouteName) =>
      summarise(guardRoute({ route, role: 'UNAUTHENTICATED', realm, from: '/here', defaultTarget: '/home' }));
    expect(visitor('signup')).toBe('allow');
    expect(['purchase', 'gifts', 'giftRedemption'].map((r) => visitor(r as RouteName))).toEqual(['login', 'login', 'login']);
  });

  test('upcoming without the guest schedule is for customers only', () => {
    const realm = { guestsAllowed: true, fullGuestAccess: 'ALLOWED', allowGuestSchedule: false } as const;
    const outcome = (role: Role) => summarise(guardRoute({ route: 'upcoming', role, realm, from: '/upcoming', defaultTarget: '/home' }));
    expect([outcome('UNAUTHENTICATED'), outcome('GUEST'), outcome('CUSTOMER')]).toEqual(['default', 'default', 'allow']);
  });
});

describe('where the guard sends people', () => {
  const club = { guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED', allowGuestSchedule: false } as const;
  const arena = { guestsAllowed: true, fullGuestAccess: 'ALLOWED', allowGuestSchedule: true } as const;

  test('login carries from, in the active language', () => {
    expect(guardRoute({ route: 'home', role: 'UNAUTHENTICATED', realm: club, from: '/home?x=1', defaultTarget: '/home' })).toEqual({
      kind: 'redirect',
      reason: 'login',
      to: '/login?from=%2Fhome%3Fx%3D1',
    });
    expect(
      guardRoute({ route: 'account', role: 'UNAUTHENTICATED', realm: club, from: '/conta', defaultTarget: '/home', locale: 'pt_BR' }),
    ).toMatchObject({ to: '/entrar?from=%2Fconta' });
  });

  test('the default target is the one given; a guest where guests are not allowed goes to logout', () => {
    expect(guardRoute({ route: 'account', role: 'GUEST', realm: arena, from: '/account', defaultTarget: '/home' })).toMatchObject({
      to: '/home',
    });
    expect(guardRoute({ route: 'home', role: 'GUEST', realm: club, from: '/home', defaultTarget: '/home', locale: 'es_ES' })).toMatchObject(
      {
        to: '/cerrar-sesion',
      },
    );
  });

  test('a login page with a stored external licence redirect flag goes to the licence redirect', () => {
    const input = { route: 'login' as const, role: 'CUSTOMER' as const, realm: arena, from: '/login', defaultTarget: '/home' };
    expect(guardRoute({ ...input, licenceRedirectPending: true })).toMatchObject({ reason: 'licenceRedirect', to: '/licence-redirect' });
    expect(guardRoute({ ...input, role: 'ADMIN', licenceRedirectPending: true })).toMatchObject({ reason: 'licenceRedirect' });
    expect(guardRoute(input)).toEqual({ kind: 'allow' });
    // Someone who must sign in first sees the login page (the licence redirect would send them
    // back to it): the sign-in goes on to the licence redirect.
    for (const role of ['UNAUTHENTICATED', 'GUEST'] as const) {
      expect(guardRoute({ ...input, role, licenceRedirectPending: true })).toEqual({ kind: 'allow' });
    }
    expect(guardRoute({ ...input, role: 'UNAUTHENTICATED', realm: club, licenceRedirectPending: true })).toEqual({ kind: 'allow' });
  });

  test('the stored licence redirect flag keeps the licence it names', () => {
    setLicenceRedirectPending('arena-monthly');
    expect(licenceRedirectPending()).toBe(true);
    expect(pendingRedirectLicence()).toBe('arena-monthly');
    setLicenceRedirectPending(true);
    expect(pendingRedirectLicence()).toBe('');
    setLicenceRedirectPending(false);
    expect(licenceRedirectPending()).toBe(false);
    expect(pendingRedirectLicence()).toBeNull();
  });

  test('a guest in a provider flow may see the account page', () => {
    const input = { route: 'account' as const, role: 'GUEST' as const, realm: arena, from: '/account', defaultTarget: '/home' };
    expect(guardRoute({ ...input, providerFlow: true })).toEqual({ kind: 'allow' });
  });

  test('a server render shows what an unauthenticated visitor would see, and the public shell otherwise', () => {
    const base = { from: '/x', defaultTarget: '/home' };
    expect(isPublicFor({ ...base, route: 'home', realm: arena })).toBe(true);
    expect(isPublicFor({ ...base, route: 'login', realm: club })).toBe(true);
    expect(isPublicFor({ ...base, route: 'home', realm: club })).toBe(false);
    expect(isPublicFor({ ...base, route: 'account', realm: arena })).toBe(false);
  });
});

describe('a session that has just ended', () => {
  const arena = { guestsAllowed: true, fullGuestAccess: 'ALLOWED', allowGuestSchedule: true } as const;

  test('on a page it may no longer see: sign in and come back, where a visitor would go to the default target', () => {
    const input = { route: 'account' as const, role: 'UNAUTHENTICATED' as const, realm: arena, from: '/account', defaultTarget: '/home' };
    expect(guardRoute(input)).toMatchObject({ reason: 'defaultTarget', to: '/home' });
    expect(guardEndedSession(input)).toEqual({ kind: 'redirect', reason: 'login', to: '/login?from=%2Faccount' });
    expect(guardEndedSession({ ...input, role: 'GUEST' })).toMatchObject({ reason: 'login' });
  });

  test('a page it may still see stays; a guest where guests are not allowed still goes to logout', () => {
    expect(guardEndedSession({ route: 'home', role: 'UNAUTHENTICATED', realm: arena, from: '/home', defaultTarget: '/home' })).toEqual({
      kind: 'checkIn',
    });
    const club = { guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED', allowGuestSchedule: false } as const;
    expect(guardEndedSession({ route: 'home', role: 'GUEST', realm: club, from: '/home', defaultTarget: '/home' })).toMatchObject({
      reason: 'logout',
    });
  });
});
