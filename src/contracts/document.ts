// What the served HTML page and the app agree on outside the JSON API. No zod here: the app
// reads the page before its schemas load.
import type { DateWords } from './date-words.ts';

/** id of the <script type="application/json"> in which the server hands the page its realm's settings. */
export const INLINE_REALM_ID = 'realm-settings';

/**
 * id of the JSON script in a server-rendered page that holds what start-up would have fetched:
 * the init payload (without the page content, which the router's hydration data carries), the
 * locale, how the realm is addressed, and the layout the server assumed.
 */
export const INLINE_BOOT_ID = 'realm-boot';

export type InlineBoot = {
  /** The init payload as JSON (typed by the app as InitResponse). */
  init: unknown;
  locale: string;
  prefixRealm: string | null;
  basename: string;
  desktop: boolean;
  /** How the locale writes start times (contracts/date-words.ts); null where Intl must. */
  dateWords: DateWords | null;
  /** The prices the render wrote (lib/format.ts collectPriceTexts): hydration writes them without Intl. */
  prices: Record<string, string>;
  /** The server's clock when it rendered the page (ms): what "now" is until hydrated. */
  renderedAt: number;
  /** Whether the render knew of a kept session (the hint cookie): false, its viewer's pages were rendered for nobody. */
  storedSession: boolean;
};

/** Where the server writes the rendered app inside <div id="root">. */
export const APP_HTML_MARKER = '<!--app-html-->';

/**
 * <meta name=…> in a page the server answered for its own URL and found no realm for (the
 * bare host, an unknown /realm/{name}): the app shows the directory or "unknown" at once
 * instead of asking the API again. Never in the worker's shell, which serves every URL.
 */
export const NO_REALM_META = 'realm-status';

/**
 * The cookie that tells a server render whether this browser keeps a session for the realm
 * (value "1"; absent when it keeps none). Only a hint, never a credential: the session itself
 * stays in the browser's storage. Without it a page only signed-in viewers may see is answered
 * with where the guard sends a visitor (login) instead of a public shell that would go there
 * once hydrated.
 */
export function sessionHintCookie(realm: string): string {
  return `session-${realm}`;
}

/**
 * The query the installed app's start URL carries (the manifest's `start_url`): a launch of the
 * app rather than a visit to its home, so the app returns to the screen the viewer left
 * (src/lib/resume.ts) and removes the marker from the address. The server sends such a request
 * the plain shell, never a render of home that would be replaced before it is seen.
 */
export const LAUNCH_PARAM = 'source';
export const LAUNCH_VALUE = 'pwa';
export const LAUNCH_QUERY = `${LAUNCH_PARAM}=${LAUNCH_VALUE}`;
