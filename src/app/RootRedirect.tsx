// "/" leads to the default menu target (spec §2 root): the first HOME item, normally /home.
import { Navigate } from 'react-router';
import { defaultMenuTarget } from '../features/navigation/menu-target.ts';
import { visibleMenuItems } from '../features/navigation/visibility.ts';
import { useRealm, useViewer } from '../lib/core/index.ts';

export function RootRedirect() {
  const { realm, init, locale } = useRealm();
  const viewer = useViewer();
  const items = visibleMenuItems(init.menu?.items ?? [], viewer, realm);
  return <Navigate to={defaultMenuTarget(items, { realm, locale })} replace />;
}
