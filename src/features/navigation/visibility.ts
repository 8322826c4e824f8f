// Which menu items a viewer sees (spec §2 "Navigation bar and menu", §6): guests do not see
// account, preferences, logout or live now; child profiles do not see preferences or account;
// schedule needs live content and the schedule section enabled.
import type { MenuItem } from '../../contracts/menu.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { isGuestRole, type Viewer } from '../../lib/core/index.ts';

export type VisibilityRealm = Pick<RealmSettings, 'hasLive' | 'scheduleSection'>;

const HIDDEN_FROM_GUESTS = new Set(['ACCOUNT', 'PREFERENCES', 'LOGOUT', 'LIVENOW']);
const HIDDEN_FROM_CHILDREN = new Set(['PREFERENCES', 'ACCOUNT']);

function isSchedule(item: MenuItem): boolean {
  if (item.type === 'VIEW') return item.data.view?.toUpperCase() === 'SCHEDULE';
  if (item.type === 'SECTION') return item.data.section?.toLowerCase() === 'schedule';
  return false;
}

export function isMenuItemVisible(item: MenuItem, viewer: Viewer, realm: VisibilityRealm): boolean {
  const view = item.type === 'VIEW' ? (item.data.view ?? '').toUpperCase() : null;
  if (view && isGuestRole(viewer.role) && HIDDEN_FROM_GUESTS.has(view)) return false;
  if (view && viewer.childProfile && HIDDEN_FROM_CHILDREN.has(view)) return false;
  if (isSchedule(item) && !(realm.hasLive && realm.scheduleSection === 'ENABLED')) return false;
  return true;
}

export function visibleMenuItems(items: readonly MenuItem[], viewer: Viewer, realm: VisibilityRealm): MenuItem[] {
  return items.filter((item) => isMenuItemVisible(item, viewer, realm));
}

export type AuthButtons = { signIn: boolean; signUp: boolean; signOut: boolean };

/** Guests see sign-in, and sign-up when the realm allows self-registration; a signed-in customer sees sign-out. */
export function authButtons(viewer: Viewer, realm: Pick<RealmSettings, 'allowSelfregistration'>): AuthButtons {
  const guest = isGuestRole(viewer.role);
  return { signIn: guest, signUp: guest && realm.allowSelfregistration, signOut: !guest };
}
