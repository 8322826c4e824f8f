// "/" leads to the default menu target (spec §2 root): the first HOME item, normally /home.
// A loader, not a component, so a server render answers with a redirect instead of an empty page.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { defaultMenuTarget } from '../features/navigation/menu-target.ts';
import { visibleMenuItems } from '../features/navigation/visibility.ts';
import { screenContext } from '../lib/core/index.ts';

export function rootRedirect({ context }: LoaderFunctionArgs): Response {
  const { realm, init, locale, viewer } = context.get(screenContext);
  const items = visibleMenuItems(init.menu?.items ?? [], viewer, realm);
  throw redirect(defaultMenuTarget(items, { realm, locale }));
}
