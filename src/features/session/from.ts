// Where to go after signing in: the `from` query parameter (spec §2 Query parameters), but
// only as a path inside this app. Anything else — another origin, a scheme, a protocol-relative
// "//host", backslashes browsers read as slashes — is ignored, so a crafted sign-in link cannot
// send a viewer off-site with their fresh session (an open redirect).
import { matchRoute, type RouteName } from '../../lib/routes.ts';

/** Pages that make no sense to return to once signed in (they would sign out or loop). */
const NOT_A_DESTINATION: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'loginRedirect',
  'loginProvider',
  'loginRequestPassword',
  'loginResetPassword',
  'loginMagicLink',
  'requestPassword',
  'resetPassword',
  'signup',
  'logout',
  'authorize',
  'impersonate',
  'emailConfirmation',
  'activateUser',
  'disconnected',
]);

const PROBE_ORIGIN = 'http://app.invalid';
const MAX_LENGTH = 2048;

/**
 * A router path (inside the basename) for `from`, or null when it is not one of ours.
 * `basename` is the router's ("/realm/arena" or "/"): a `from` that carries it is accepted
 * without it, since the router adds it back.
 */
export function safeFromPath(raw: string | null | undefined, basename = '/'): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // Only an absolute path; "//x" and "/\x" are other hosts to a browser.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tabs and newlines are dropped by URL parsers, hiding a "//").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let path = url.pathname;
  const base = basename.replace(/\/+$/, '');
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/';
  const match = matchRoute(path);
  if (match && NOT_A_DESTINATION.has(match.name)) return null;
  return `${path}${url.search}${url.hash}`;
}
