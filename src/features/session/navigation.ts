// Where the session screens send the viewer: back to `from` (a path of this app only) after a
// sign-in, else to the default menu target. The root route resolves the default target (its
// loader redirects, and the guards send a signed-in viewer on from there), so this feature
// does not need the menu.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRealm } from '../../lib/core/index.ts';
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
  return useCallback((to?: string) => void navigate(to ?? from ?? DEFAULT_TARGET, { replace: true }), [navigate, from]);
}
