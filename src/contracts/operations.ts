// The one registry of API operations: method, path pattern, whether the spec's client headers
// are required, and how the service worker may cache the answer. The server registers its
// routes from this table (with the schemas in api.ts), the app's http client builds its URLs
// from it, the worker matches requests against it, and /api/openapi.json is generated from
// it, so an endpoint exists in all four places or in none. Zod-free on purpose: the app's
// first chunk and the worker import it.
import { fillPath, patternRegExp, type PathParams } from './path-pattern.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the worker treats an answer (offline model in docs/architecture.md):
 * realm: stale-while-revalidate, keyed by realm, language and viewer; content: network first
 * with a short timeout, cache fallback; artwork, font: cache first, bounded; manifest: last
 * copy kept; none: never cached by the worker (media segments, the API description).
 */
export type CachePolicy = 'realm' | 'content' | 'artwork' | 'font' | 'manifest' | 'none';

export type OperationInfo = {
  readonly method: HttpMethod;
  readonly path: string;
  /** Requires the Realm, API key, app id and device id headers (spec §7). */
  readonly client: boolean;
  readonly cache: CachePolicy;
  readonly summary: string;
  /** OpenAPI grouping. */
  readonly tag: 'realm' | 'catalogue' | 'media' | 'app';
};

export const OPERATIONS = {
  realmDirectory: {
    method: 'GET',
    path: '/api/realms',
    client: false,
    cache: 'realm',
    tag: 'realm',
    summary: 'Public directory of realms for the realm picker',
  },
  realmByName: {
    method: 'GET',
    path: '/api/realm/:name',
    client: false,
    cache: 'realm',
    tag: 'realm',
    summary: 'Realm settings by realm name',
  },
  realmByHost: {
    method: 'GET',
    path: '/api/realm',
    client: false,
    cache: 'realm',
    tag: 'realm',
    summary: 'Realm settings for the host a page is served on',
  },
  init: {
    method: 'GET',
    path: '/api/v1/init/',
    client: true,
    cache: 'realm',
    tag: 'realm',
    summary: 'Everything the app needs before it shows: labels, menu, preferences, licences, first page of content',
  },
  labels: {
    method: 'GET',
    path: '/api/v1/labels/:locale',
    client: true,
    cache: 'realm',
    tag: 'realm',
    summary: "The realm's labels in a locale, with fallbacks",
  },
  menu: { method: 'GET', path: '/api/v1/menu', client: true, cache: 'realm', tag: 'realm', summary: "The realm's menu for a device type" },
  section: {
    method: 'GET',
    path: '/api/v1/section/:name',
    client: true,
    cache: 'content',
    tag: 'catalogue',
    summary: 'A section page: its heroes (first page only) and a page of rails',
  },
  artworkImage: {
    method: 'GET',
    path: '/api/artwork/:realm/:kind/:file',
    client: false,
    cache: 'artwork',
    tag: 'media',
    summary: 'Generated artwork (WebP) at the requested width, snapped to a fixed ladder',
  },
  artworkLogo: {
    method: 'GET',
    path: '/api/artwork/:realm/logo.svg',
    client: false,
    cache: 'artwork',
    tag: 'media',
    summary: "The realm's wordmark logo in its colours",
  },
  artworkIcon: {
    method: 'GET',
    path: '/api/artwork/:realm/:file',
    client: false,
    cache: 'artwork',
    tag: 'media',
    summary: 'App icon (PNG) for the web app manifest, plain or maskable',
  },
  font: { method: 'GET', path: '/api/fonts/:file', client: false, cache: 'font', tag: 'media', summary: 'A realm font file (WOFF2)' },
  media: {
    method: 'GET',
    path: '/api/media/:asset/*',
    client: false,
    cache: 'none',
    tag: 'media',
    summary: 'Sample HLS and DASH streams (manifests and CMAF segments), with byte ranges',
  },
  manifestByHost: {
    method: 'GET',
    path: '/manifest.webmanifest',
    client: false,
    cache: 'manifest',
    tag: 'app',
    summary: 'Web app manifest of the realm served on this host',
  },
  manifestByPrefix: {
    method: 'GET',
    path: '/realm/:name/manifest.webmanifest',
    client: false,
    cache: 'manifest',
    tag: 'app',
    summary: 'Web app manifest of a realm served under /realm/{name}/',
  },
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    client: false,
    cache: 'none',
    tag: 'app',
    summary: 'This API described in OpenAPI 3.1',
  },
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof OPERATIONS;
export type OperationPath<Id extends OperationId> = (typeof OPERATIONS)[Id]['path'];
export type OperationParams<Id extends OperationId> = PathParams<OperationPath<Id>>;

export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

/** The concrete path of an operation, e.g. operationPath('realmByName', { name: 'arena' }). */
export function operationPath<Id extends OperationId>(id: Id, params: OperationParams<Id>): string {
  // Indexing the registry by a generic id loses the literal path; the signature keeps it.
  return fillPath<string>(OPERATIONS[id].path, params as never);
}

const matchers = OPERATION_IDS.map((id) => ({ id, method: OPERATIONS[id].method as HttpMethod, re: patternRegExp(OPERATIONS[id].path) }));

/**
 * The operation a request path belongs to. Literal segments win over parameters (as in the
 * server's router): /api/artwork/arena/logo.svg is the logo, not an icon named logo.svg.
 */
export function operationFor(method: string, pathname: string): OperationId | null {
  const hits = matchers.filter((m) => m.method === method && m.re.test(pathname)).map((m) => m.id);
  if (hits.length <= 1) return hits[0] ?? null;
  const literalLength = (id: OperationId) => OPERATIONS[id].path.replace(/:[A-Za-z0-9]+|\*/g, '').length;
  return hits.sort((a, b) => literalLength(b) - literalLength(a))[0] ?? null;
}
