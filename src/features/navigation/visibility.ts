// Which menu items a viewer sees (spec §2 "Navigation bar and menu", §6): guests do not see
// account, preferences, logout or live now; child profiles do not see preferences or account;
// schedule needs live content and the schedule section enabled. An item whose view is a route
// the realm does not have (spec §2's conditions: favourites, my list, watchlists, EPG, fighters,
// multi-view, upcoming, watch together, gifts; lib/routes.ts routeAvailable) is hidden too: it would
// lead to a not-found page.
import type { MenuItem } from '../../contracts/menu.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { isGuestRole, type Viewer } from '../../lib/core/index.ts';
import { routeAvailable, type RouteName, type RouteRealm } from '../../lib/routes.ts';

export type VisibilityRealm = Pick<RealmSettings, 'hasLive' | 'scheduleSection'> & RouteRealm;

/** Views that name a route with a condition, in the spellings menus use. */
const CONDITIONAL_VIEWS: Readonly<Record<string, RouteName>> = {
  FAVOURITES: 'favourites',
  FAVORITES: 'favourites',
  MYLIST: 'myList',
  MY_LIST: 'myList',
  WATCHLISTS: 'watchlists',
  EPG: 'epg',
  FIGHTERS: 'fighters',
  MULTIVIEW: 'multiView',
  MULTI_VIEW: 'multiView',
  UPCOMING: 'upcoming',
  WATCHTOGETHER: 'watchTogether',
  WATCH_TOGETHER: 'watchTogether',
  GIFTS: 'gifts',
};

const HIDDEN_FROM_GUESTS = new Set(['ACCOUNT', 'PREFERENCES', 'LOGOUT', 'LIVENOW']);
const HIDDEN_FROM_CHILDREN = new Set(['PREFERENCES', 'ACCOUNT']);

function isSchedule(item: MenuItem): boolean {
  if (item.type === 'VIEW') return item.data.view?.toUpperCase() === 'SCHEDULE';
  if (item.type === 'SECTION') return item.data.section?.toLowerCase() === 'schedule';
  return false;
}

export function isMenuItemVisible(item: MenuItem, viewer: Viewer, realm: VisibilityRealm, menuViews: readonly string[] = []): boolean {
  const view = item.type === 'VIEW' ? (item.data.view ?? '').toUpperCase() : null;
  const route = view ? CONDITIONAL_VIEWS[view] : undefined;
  if (route && !routeAvailable(route, realm, { menuViews, production: true })) return false;
  if (view && isGuestRole(viewer.role) && HIDDEN_FROM_GUESTS.has(view)) return false;
  if (view && viewer.childProfile && HIDDEN_FROM_CHILDREN.has(view)) return false;
  if (isSchedule(item) && !(realm.hasLive && realm.scheduleSection === 'ENABLED')) return false;
  return true;
}

export function visibleMenuItems(items: readonly MenuItem[], viewer: Viewer, realm: VisibilityRealm): MenuItem[] {
  const menuViews = items.map((item) => item.data.view ?? '');
  return items.filter((item) => isMenuItemVisible(item, viewer, realm, menuViews));
}

export type AuthButtons = { signIn: boolean; signUp: boolean; signOut: boolean; buy: boolean };

/**
 * Guests see sign-in, and sign-up when the realm allows self-registration; a signed-in customer
 * sees sign-out, and the way to the purchase page where the realm shows licences on sign-up (a
 * child profile buys nothing).
 */
export function authButtons(viewer: Viewer, realm: Pick<RealmSettings, 'allowSelfregistration' | 'showLicencesOnSignup'>): AuthButtons {
  const guest = isGuestRole(viewer.role);
  return {
    signIn: guest,
    signUp: guest && realm.allowSelfregistration,
    signOut: !guest,
    buy: !guest && !viewer.childProfile && realm.showLicencesOnSignup,
  };
}
