// What the app does about the session once it runs in the browser:
// - the guard after hydration: a server render did not know the viewer, so once hydrated (and
//   whenever the role changes: a sign-out, an expired session) the current screen's guard is
//   run again with the real viewer — a guest check-in in the background when the page is what a
//   guest sees, else the loader runs again (and redirects, or loads what the public shell stood in for);
//   a page the server rendered for nobody (no session hint cookie) loads again once a customer's
//   session turns out to be kept here;
// - the customer's own language (spec §4): once hydrated and whenever a customer's session
//   starts, the page follows the language kept on their account (lib/core/user-language.ts);
// - iframe break-out (spec §8): framed by another site outside the preview routes, the app takes
//   the whole window, or goes to /disconnected when the frame forbids it;
// - the captcha solver (spec §4): registered with the http client once the app runs in the
//   browser; the solving code itself loads only when a challenge arrives.
import { useEffect } from 'react';
import { useMatches, useNavigate, useRevalidator } from 'react-router';
import {
  followUserLanguage,
  guardInputOf,
  guardRoute,
  guestCheckIn,
  isGuestRole,
  isPublicShell,
  renderKnewSessionAtom,
  roleAtom,
  store,
  useAtomValue,
  useHydrated,
  useHref,
  type ScreenHandle,
} from '../lib/core/index.ts';
import { registerCaptchaSolver } from '../features/captcha/register.ts';
import { PREVIEW_ROUTES } from '../lib/routes.ts';
import { browserScreenContext } from './router.tsx';

function useCurrentScreen() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as ScreenHandle | undefined;
  return { name: handle?.screen ?? null, data: last?.loaderData };
}

export function useGuardAfterHydration(): void {
  const hydrated = useHydrated();
  const role = useAtomValue(roleAtom);
  const revalidator = useRevalidator();
  const { name, data } = useCurrentScreen();
  useEffect(() => {
    if (!hydrated || !name) return;
    const core = browserScreenContext();
    const outcome = guardRoute({ ...guardInputOf(name, core, new URL(window.location.href)), role });
    const shell = isPublicShell(data);
    // A page the server rendered for nobody, while this browser kept a session after all.
    const renderedForNobody = !store.get(renderKnewSessionAtom) && !isGuestRole(role);
    if (renderedForNobody) store.set(renderKnewSessionAtom, true);
    if (outcome.kind === 'allow' && !shell && !renderedForNobody) return;
    if (outcome.kind === 'checkIn' && !shell) {
      // The page on screen is what a guest sees: only the session is missing. A failed check-in
      // has cleared the session (spec §8); the page stays as it is.
      guestCheckIn().catch(() => {});
      return;
    }
    void revalidator.revalidate();
    // Only a change of hydration or role re-runs the guard; navigations run it in the loader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, role]);
}

export function useUserLanguage(): void {
  const hydrated = useHydrated();
  const role = useAtomValue(roleAtom);
  useEffect(() => {
    if (hydrated && role === 'CUSTOMER') void followUserLanguage();
  }, [hydrated, role]);
}

function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

export function useFrameBreakOut(): void {
  const { name } = useCurrentScreen();
  const navigate = useNavigate();
  const disconnected = useHref('disconnected');
  useEffect(() => {
    if (!isFramed() || (name && PREVIEW_ROUTES.includes(name)) || name === 'disconnected') return;
    try {
      if (!window.top) throw new Error('no top window');
      window.top.location.href = window.location.href;
    } catch {
      void navigate(disconnected, { replace: true });
    }
  }, [name, navigate, disconnected]);
}

export function useChallengeSolver(): void {
  useEffect(() => registerCaptchaSolver(), []);
}
