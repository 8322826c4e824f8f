// Resume browsing: the screen the viewer last had open, per realm, so the installed app opens
// where they left it (its start URL carries LAUNCH_QUERY; see the manifest). A reload needs
// none of this: it stays on its URL, and the router's ScrollRestoration brings back the scroll.
// Loaded on demand (the shell's navigation effect, a launch at start-up), never with the first
// chunk.
import { LAUNCH_PARAM, LAUNCH_VALUE } from '../contracts/document.ts';
import { matchRoute, type RouteName } from './routes.ts';

/** Screens that are steps of a flow, not places to come back to: sign-in and its callbacks, purchase. */
const FLOW_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'root',
  'login',
  'loginRedirect',
  'loginProvider',
  'oidcLogin',
  'loginRequestPassword',
  'loginResetPassword',
  'loginMagicLink',
  'requestPassword',
  'resetPassword',
  'signup',
  'tvLogin',
  'authorize',
  'disconnected',
  'logout',
  'activateUser',
  'confirmPinReset',
  'emailConfirmation',
  'oauthApp',
  'impersonate',
  'interstitial',
  'purchase',
  'pay',
  'paymentConfirmation',
  'paymentUpdate',
  'paymentAuthorization',
  'licenceRedirect',
  'invoice',
  'giftRedemption',
  'preview',
  'previewSection',
]);

const REALM_PREFIX = /^\/realm\/([^/?#]+)(?:\/|$)/;

/** Where the app lives for the page at `pathname`: "/realm/{name}/" on a shared host, "/" on a realm's own. */
export function appBase(pathname: string): string {
  const prefix = REALM_PREFIX.exec(pathname)?.[1];
  return prefix ? `/realm/${prefix}/` : '/';
}

/** The storage key of a realm's last screen. localStorage is per origin, the base tells realms on one host apart. */
export const resumeKey = (base: string) => `resume:${base}`;

/** Whether a router path (inside the basename) is a screen worth returning to. */
export function isResumable(routerPath: string): boolean {
  const match = matchRoute(routerPath);
  return match !== null && !FLOW_ROUTES.has(match.name);
}

/**
 * Records the page the viewer is on. `routerPath` is the path inside the router's basename (to
 * know the screen), `page` the full address (what a launch goes back to: path and query, never
 * the hash, which marks transient state such as an open overlay).
 */
export function rememberScreen(routerPath: string, page: Pick<Location, 'pathname' | 'search'>, storage: Storage = localStorage): void {
  if (!isResumable(routerPath)) return;
  try {
    storage.setItem(resumeKey(appBase(page.pathname)), `${page.pathname}${page.search}`);
  } catch {
    // Storage full or refused (private modes): the app simply opens at home.
  }
}

function readSaved(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage refused (some private modes): nothing remembered.
    return null;
  }
}

/**
 * The address to show for `href` before the app starts: without the launch marker, and, when it
 * is a launch at the app's start, the remembered screen of that realm (within the same base).
 * Null when `href` is no launch.
 */
export function launchTarget(href: string, storage: Storage = localStorage): string | null {
  const url = new URL(href);
  if (url.searchParams.get(LAUNCH_PARAM) !== LAUNCH_VALUE) return null;
  url.searchParams.delete(LAUNCH_PARAM);
  const here = `${url.pathname}${url.search}${url.hash}`;
  const base = appBase(url.pathname);
  // The start URL is the base itself; a marker anywhere else is only removed.
  if (url.pathname !== base && url.pathname !== base.replace(/\/$/, '')) return here;
  const saved = readSaved(storage, resumeKey(base));
  return saved?.startsWith(base) ? saved : here;
}

/** Called before the router reads the address: a launch moves to the remembered screen. */
export function resumeLaunch(): void {
  const target = launchTarget(location.href);
  if (target !== null) history.replaceState(history.state, '', target);
}
