// The viewer's role and profile kind (spec §4 "Roles"). Sign-in does not exist yet, so
// everyone is UNAUTHENTICATED and no child profile is active; the session feature will set
// these atoms when it arrives, and everything that depends on them already reads them here.
import { atom, useAtomValue } from './store.ts';

export type Role = 'ADMIN' | 'CUSTOMER' | 'GUEST' | 'UNAUTHENTICATED';

export const roleAtom = atom<Role>('UNAUTHENTICATED');

/** True while a child profile is active: a larger font scale and fewer menu items. */
export const childProfileAtom = atom(false);

export type Viewer = { role: Role; childProfile: boolean };

export function isGuestRole(role: Role): boolean {
  return role === 'GUEST' || role === 'UNAUTHENTICATED';
}

/** The viewer as the menus and guards see it. */
export function useViewer(): Viewer {
  const role = useAtomValue(roleAtom);
  const childProfile = useAtomValue(childProfileAtom);
  return { role, childProfile };
}
