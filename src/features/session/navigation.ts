// Where the session screens send the viewer: back to `from` (a path of this app only) after a
// sign-in, else to the default menu target. The root route resolves the default target (its
// loader redirects, and the guards send a signed-in viewer on from there), so this feature
// does not need the menu. A stored external licence redirect (spec §4) comes first: a viewer
// signed in now goes on to the licence redirect route, which opens that licence's purchase.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { currentViewer, pendingRedirectLicence, useLocale, useRealm } from '../../lib/core/index.ts';
import { routePath } from '../../lib/routes.ts';
import { safeFromPath } from './from.ts';

export const DEFAULT_TARGET = routePath('root');

/** The sanitised `from` of the current page, or null. */
export function useFromPath(): string | null {
  const [params] = useSearchParams();
  const { basename } = useRealm();
  return safeFromPath(params.get('from'), basename);
}

/** Leaves a session page for `from` or the default target, replacing it in the history. */
export function useLeave(): (to?: string) => void {
  const navigate = useNavigate();
  const from = useFromPath();
  const locale = useLocale();
  return useCallback(
    (to?: string) => {
      const { role } = currentViewer();
      const licence = role === 'CUSTOMER' || role === 'ADMIN' ? pendingRedirectLicence() : null;
      // The licence goes in the address too: the route's data may be read again (the session
      // just changed) after its loader has spent the stored flag.
      const redirect = licence === null ? null : routePath('licenceRedirect', { locale, query: licence ? { licence } : undefined });
      void navigate(to ?? redirect ?? from ?? DEFAULT_TARGET, { replace: true });
    },
    [navigate, from, locale],
  );
}
