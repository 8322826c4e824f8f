// The shape of an entry of the operation registry (operations.ts), apart so that the registry's
// parts (operations-session.ts) can be typed without importing the registry itself.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the worker treats an answer (offline model in docs/architecture.md):
 * realm: stale-while-revalidate, keyed by realm, language and viewer; content: network first
 * with a short timeout, cache fallback; personal: the same for a signed-in viewer's own lists,
 * in a cache of its own emptied whenever the viewer changes (sign-in and sign-out); artwork,
 * font: cache first, bounded; manifest: last copy kept; none: never cached by the worker
 * (writes, stream leases, live playlists, media segments, the API description).
 */
export type CachePolicy = 'realm' | 'content' | 'personal' | 'artwork' | 'font' | 'manifest' | 'none';

export type OperationInfo = {
  readonly method: HttpMethod;
  readonly path: string;
  /** Requires the Realm, API key, app id and device id headers (spec §7). */
  readonly client: boolean;
  readonly cache: CachePolicy;
  /** OpenAPI grouping. */
  readonly tag: 'realm' | 'catalogue' | 'media' | 'app' | 'session' | 'account' | 'identity-provider' | 'commerce';
  /** Needs a bearer token (spec §6 "Authenticated calls"). */
  readonly auth?: 'viewer' | 'customer' | 'admin';
};
