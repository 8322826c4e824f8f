// Route guards (spec §4 "Route guard", §6 "Roles and permissions"): who may see each route, and
// where everybody else goes. A pure function of the route, the viewer's role and the realm's
// settings; the screen module runs it before every screen's loader (lib/core/screen.ts), so a
// screen needs nothing extra.
import type { RealmSettings } from '../../contracts/realm.ts';
import { routePath, type RouteName } from '../routes.ts';
import type { Role } from './session.ts';

/**
 * The permission groups of spec §6:
 * - open: login, providers, logout, external page, impersonate, watchlists, favourites —
 *   unauthenticated, guest (if guests allowed), customer, admin;
 * - content: content pages — a guest with full access (guests allowed and full guest access
 *   ALLOWED), customer, admin;
 * - customer: customer or admin only;
 * - guestOrCustomer: sign-up, purchase, gifts — guest, customer, admin;
 * - anonymous: OAuth app, root — unauthenticated or guest only (§6 names email confirmation
 *   here too; it is open instead, see ROUTE_ACCESS);
 * - upcoming: every role when guests and the guest schedule are allowed;
 * - account: customer, admin, and a guest in a provider flow;
 * - admin: the administrators' preview routes.
 */
export type RouteAccess = 'open' | 'content' | 'customer' | 'guestOrCustomer' | 'anonymous' | 'upcoming' | 'account' | 'admin';

/**
 * Every route's group. Routes §6 does not name are placed with their kind (documented in
 * docs/architecture.md): the login family (redirects, password, magic link, OIDC, TV, authorize,
 * activation, disconnected, member page, my list) is open; the invoice is customer-only like
 * the other payment pages; watch together and interstitial are content pages. Email
 * confirmation is open too, not anonymous as §6 has it: its link is mostly followed where the
 * account is signed in — an email change is asked from a session, and a new account is signed
 * in at once — and sent to the default target the link would confirm nothing
 * (docs/decisions/0023-email-change-and-partitions.md).
 */
export const ROUTE_ACCESS = {
  root: 'anonymous',
  home: 'content',
  browse: 'content',
  grid: 'content',
  search: 'content',
  schedule: 'content',
  section: 'content',
  plugin: 'content',
  playlist: 'content',
  season: 'content',
  series: 'content',
  video: 'content',
  live: 'content',
  history: 'content',
  news: 'content',
  newsItem: 'content',
  epg: 'content',
  interstitial: 'content',
  releases: 'content',
  fighters: 'content',
  multiView: 'content',
  upcoming: 'upcoming',
  watchTogether: 'content',
  login: 'open',
  loginRedirect: 'open',
  loginProvider: 'open',
  oidcLogin: 'open',
  loginRequestPassword: 'open',
  loginResetPassword: 'open',
  loginMagicLink: 'open',
  requestPassword: 'open',
  resetPassword: 'open',
  signup: 'guestOrCustomer',
  tvLogin: 'open',
  authorize: 'open',
  disconnected: 'open',
  logout: 'open',
  activateUser: 'open',
  confirmPinReset: 'customer',
  emailConfirmation: 'open',
  oauthApp: 'anonymous',
  impersonate: 'open',
  purchase: 'guestOrCustomer',
  pay: 'customer',
  paymentConfirmation: 'customer',
  paymentUpdate: 'customer',
  paymentAuthorization: 'customer',
  licenceRedirect: 'customer',
  invoice: 'customer',
  gifts: 'guestOrCustomer',
  giftRedemption: 'guestOrCustomer',
  account: 'account',
  preferences: 'customer',
  profiles: 'customer',
  liveEvents: 'customer',
  favourites: 'open',
  myList: 'open',
  watchlists: 'open',
  providers: 'open',
  externalPage: 'open',
  member: 'open',
  preview: 'admin',
  previewSection: 'admin',
  previewNavbar: 'admin',
  previewPlugin: 'admin',
  previewComposedPage: 'admin',
  preview404: 'admin',
  previewCancellationPromo: 'admin',
} as const satisfies Record<RouteName, RouteAccess>;

export type GuardRealm = Pick<RealmSettings, 'guestsAllowed' | 'fullGuestAccess' | 'allowGuestSchedule'>;

export type GuardInput = {
  route: RouteName;
  role: Role;
  realm: GuardRealm;
  /** The current router path with its query, for login's `from`. */
  from: string;
  /** Where "/" leads for this viewer (the default menu target). */
  defaultTarget: string;
  locale?: string | null;
  /** An external licence redirect is pending (stored flag): login sends on to it. */
  licenceRedirectPending?: boolean;
  /** A guest is in a federated provider's flow: the account page is theirs too. */
  providerFlow?: boolean;
};

export type GuardOutcome =
  | { kind: 'allow' }
  /** Check the visitor in as a guest, then show the page. */
  | { kind: 'checkIn' }
  | { kind: 'redirect'; to: string; reason: 'login' | 'defaultTarget' | 'logout' | 'licenceRedirect' };

const fullGuestAccess = (realm: GuardRealm) => realm.guestsAllowed && realm.fullGuestAccess === 'ALLOWED';

/** The roles a route's group admits in this realm (spec §6). */
export function allowedRoles(access: RouteAccess, realm: GuardRealm, providerFlow = false): readonly Role[] {
  switch (access) {
    case 'open':
      return realm.guestsAllowed ? ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'] : ['UNAUTHENTICATED', 'CUSTOMER', 'ADMIN'];
    case 'content':
      return fullGuestAccess(realm) ? ['GUEST', 'CUSTOMER', 'ADMIN'] : ['CUSTOMER', 'ADMIN'];
    case 'customer':
      return ['CUSTOMER', 'ADMIN'];
    case 'guestOrCustomer':
      return ['GUEST', 'CUSTOMER', 'ADMIN'];
    case 'anonymous':
      return ['UNAUTHENTICATED', 'GUEST'];
    case 'upcoming':
      return realm.guestsAllowed && realm.allowGuestSchedule ? ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'] : ['CUSTOMER', 'ADMIN'];
    case 'account':
      return providerFlow ? ['GUEST', 'CUSTOMER', 'ADMIN'] : ['CUSTOMER', 'ADMIN'];
    case 'admin':
      return ['ADMIN'];
  }
}

function toLogin(input: GuardInput): GuardOutcome {
  return { kind: 'redirect', reason: 'login', to: routePath('login', { locale: input.locale, query: { from: input.from } }) };
}

/** Spec §4's guard, in its order. */
export function guardRoute(input: GuardInput): GuardOutcome {
  const { route, role, realm } = input;
  const access: RouteAccess = ROUTE_ACCESS[route];
  // A guest session in a realm without guests is not valid here: end it (logout itself is where that happens).
  if (role === 'GUEST' && !realm.guestsAllowed) {
    return route === 'logout'
      ? { kind: 'allow' }
      : { kind: 'redirect', reason: 'logout', to: routePath('logout', { locale: input.locale }) };
  }
  // Only someone the licence redirect admits is sent on: anyone else would come back to login
  // (the route is customer-only), so they sign in first and the sign-in goes on to it.
  if (route === 'login' && input.licenceRedirectPending && (role === 'CUSTOMER' || role === 'ADMIN')) {
    return { kind: 'redirect', reason: 'licenceRedirect', to: routePath('licenceRedirect', { locale: input.locale }) };
  }
  const allowed = allowedRoles(access, realm, input.providerFlow);
  if (allowed.includes(role)) return { kind: 'allow' };
  if (role === 'GUEST' && realm.fullGuestAccess !== 'ALLOWED') return toLogin(input);
  if (role === 'UNAUTHENTICATED') {
    if (realm.guestsAllowed && allowed.includes('GUEST')) return { kind: 'checkIn' };
    // Spec §6 admits guests to sign-up, yet a realm may take sign-ups without having guests
    // (§4 calls that incorrect settings and warns, SignupScreen.tsx): the visitor could never
    // reach the form, and its login page's "Sign up" would lead back to itself. They may open it.
    if (route === 'signup') return { kind: 'allow' };
    if (fullGuestAccess(realm)) return { kind: 'redirect', reason: 'defaultTarget', to: input.defaultTarget };
    return toLogin(input);
  }
  return { kind: 'redirect', reason: 'defaultTarget', to: input.defaultTarget };
}

/**
 * The guard for a viewer whose session has just ended (spec §4: a refused refresh ends it as
 * `sessionExpired`) on a page they may no longer see: sign in again and come back to it. A
 * visitor arriving at such a page unsigned goes to the default target instead, but this viewer
 * was using the page, and the login screen tells them why it asks.
 */
export function guardEndedSession(input: GuardInput): GuardOutcome {
  const outcome = guardRoute(input);
  return outcome.kind === 'redirect' && outcome.reason === 'defaultTarget' ? toLogin(input) : outcome;
}

/**
 * What a server render may show without knowing the viewer: a page the unauthenticated
 * visitor would see (at once or after a guest check-in). Anything else gets the public shell
 * and the browser's guard decides after hydration.
 */
export function isPublicFor(input: Omit<GuardInput, 'role'>): boolean {
  const outcome = guardRoute({ ...input, role: 'UNAUTHENTICATED', licenceRedirectPending: false });
  return outcome.kind === 'allow' || outcome.kind === 'checkIn';
}

const LICENCE_REDIRECT_KEY = 'externalLicenceRedirect';

/**
 * The stored flag of spec §4: set when a visitor who is not signed in follows an external link
 * to the licence redirect route (`?licence=`), kept until the licence redirect has sent a
 * signed-in viewer to the purchase (decision 0042). Its value is the licence, or 'true' when
 * none was named.
 */
export function licenceRedirectPending(): boolean {
  return pendingRedirectLicence() !== null;
}

/** The licence the stored flag names ('' when it names none), or null without a flag. */
export function pendingRedirectLicence(): string | null {
  try {
    const stored = localStorage.getItem(LICENCE_REDIRECT_KEY);
    if (stored === null) return null;
    return stored === 'true' ? '' : stored;
  } catch {
    return null;
  }
}

/** Sets the flag (with the licence, when one is named) or clears it (false). */
export function setLicenceRedirectPending(pending: boolean | string): void {
  try {
    if (pending === false || pending === '') {
      if (pending === false) localStorage.removeItem(LICENCE_REDIRECT_KEY);
      else localStorage.setItem(LICENCE_REDIRECT_KEY, 'true');
    } else localStorage.setItem(LICENCE_REDIRECT_KEY, pending === true ? 'true' : pending);
  } catch {
    // Storage refused: the flag lives nowhere, login shows as usual.
  }
}
