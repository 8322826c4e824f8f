// The contract between the API server and the app's server render entry (src/app/entry-server.tsx,
// built into dist/server/entry-server.js). The server never imports app code; it loads the
// built module and calls it with these shapes.
import type { FontFallbacks } from './font-fallback.ts';
import type { InitResponse } from './init.ts';
import type { RealmSettings } from './realm.ts';

export type RenderInput = {
  /** The page request as the browser sent it (full URL, including any /realm/{name} prefix). */
  request: Request;
  realm: RealmSettings;
  init: InitResponse;
  locale: string;
  prefixRealm: string | null;
  basename: string;
  /** The layout the server assumes (client hints, user agent); the client hydrates with it. */
  desktop: boolean;
  viewportWidth: number;
  /** The browser keeps a session for this realm (its hint cookie): pages needing a viewer render their public shell. */
  storedSession: boolean;
  /** Local stand-ins for the realm's fonts while they load, by font URL (fonts this server serves). */
  fontFallbacks: Record<string, FontFallbacks>;
  /** Answers the loaders' API calls in-process (no network hop back into the same server). */
  fetch: typeof fetch;
};

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** `renderedAt`: the clock the render read (lib/core/hydration.ts renderNowAtom), for the hydration to read the same. */
  | {
      kind: 'page';
      status: number;
      html: string;
      styles: string;
      renderedAt: number;
      /** The prices the render wrote, by lib/format.ts's key: the page carries them for hydration. */
      prices: Record<string, string>;
      /** The document title when it is not the realm's own (the not-found page's). */
      title?: string;
    };

export type ServerRenderModule = { renderPage(input: RenderInput): Promise<RenderResult> };
