// "/" leads to the default menu target (spec §2 root): the first HOME item, normally /home.
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { useReadyRealm } from '../features/realm/hooks.ts';
import { defaultMenuTarget } from '../features/navigation/menu-target.ts';
import { visibleMenuItems } from '../features/navigation/visibility.ts';
import { childProfileAtom, roleAtom } from '../lib/session.ts';

export function RootRedirect() {
  const { realm, init, locale } = useReadyRealm();
  const role = useAtomValue(roleAtom);
  const childProfile = useAtomValue(childProfileAtom);
  const items = visibleMenuItems(init.menu?.items ?? [], { role, childProfile }, realm);
  return <Navigate to={defaultMenuTarget(items, { realm, locale })} replace />;
}
