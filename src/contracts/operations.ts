// The one registry of API operations: method, path pattern, whether the spec's client headers
// are required, and how the service worker may cache the answer. The server registers its
// routes from this table (with the schemas in api.ts), the app's http client builds its URLs
// from it, the worker matches requests against it, and /api/openapi.json is generated from
// it, so an endpoint exists in all four places or in none. Zod-free on purpose: the app's
// first chunk and the worker import it.
import type { CachePolicy, HttpMethod, OperationInfo } from './operation-info.ts';
import { ANALYTICS_OPERATIONS } from './operations-analytics.ts';
import { BROWSE_OPERATIONS } from './operations-browse.ts';
import { COMMERCE_OPERATIONS } from './operations-commerce.ts';
import { FEDERATED_OPERATIONS } from './operations-federated.ts';
import { LIBRARY_OPERATIONS } from './operations-library.ts';
import { PLAYBACK_OPERATIONS } from './operations-playback.ts';
import { SCHEDULE_OPERATIONS } from './operations-schedule.ts';
import { PLAYER_OPERATIONS } from './operations-player.ts';
import { SESSION_OPERATIONS } from './operations-session.ts';
import { fillPath, patternLiterals, patternRegExp, type PathParams } from './path-pattern.ts';

export type { CachePolicy, HttpMethod, OperationInfo } from './operation-info.ts';

export const OPERATIONS = {
  realmDirectory: {
    method: 'GET',
    path: '/api/realms',
    client: false,
    cache: 'realm',
    tag: 'realm',
  },
  realmByName: {
    method: 'GET',
    path: '/api/realm/:name',
    client: false,
    cache: 'realm',
    tag: 'realm',
  },
  realmByHost: {
    method: 'GET',
    path: '/api/realm',
    client: false,
    cache: 'realm',
    tag: 'realm',
  },
  init: {
    method: 'GET',
    path: '/api/v1/init/',
    client: true,
    cache: 'realm',
    tag: 'realm',
  },
  labels: {
    method: 'GET',
    path: '/api/v1/labels/:locale',
    client: true,
    cache: 'realm',
    tag: 'realm',
  },
  menu: { method: 'GET', path: '/api/v1/menu', client: true, cache: 'realm', tag: 'realm' },
  section: {
    method: 'GET',
    path: '/api/v1/section/:name',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  search: {
    method: 'GET',
    path: '/api/v1/search',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  popular: {
    method: 'GET',
    path: '/api/v1/popular',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  artworkImage: {
    method: 'GET',
    path: '/api/artwork/:realm/:kind/:file',
    client: false,
    cache: 'artwork',
    tag: 'media',
  },
  artworkLogo: {
    method: 'GET',
    path: '/api/artwork/:realm/logo.svg',
    client: false,
    cache: 'artwork',
    tag: 'media',
  },
  artworkIcon: {
    method: 'GET',
    path: '/api/artwork/:realm/:file',
    client: false,
    cache: 'artwork',
    tag: 'media',
  },
  font: { method: 'GET', path: '/api/fonts/:file', client: false, cache: 'font', tag: 'media' },
  media: {
    method: 'GET',
    path: '/api/media/:asset/*',
    client: false,
    cache: 'none',
    tag: 'media',
  },
  manifestByHost: {
    method: 'GET',
    path: '/manifest.webmanifest',
    client: false,
    cache: 'manifest',
    tag: 'app',
  },
  manifestByPrefix: {
    method: 'GET',
    path: '/realm/:name/manifest.webmanifest',
    client: false,
    cache: 'manifest',
    tag: 'app',
  },
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    client: false,
    cache: 'none',
    tag: 'app',
  },
  ...SESSION_OPERATIONS,
  ...FEDERATED_OPERATIONS,
  ...PLAYBACK_OPERATIONS,
  ...LIBRARY_OPERATIONS,
  ...SCHEDULE_OPERATIONS,
  ...BROWSE_OPERATIONS,
  ...PLAYER_OPERATIONS,
  ...ANALYTICS_OPERATIONS,
  ...COMMERCE_OPERATIONS,
  outbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    client: false,
    cache: 'none',
    tag: 'app',
  },
  outboxPage: {
    method: 'GET',
    path: '/dev/outbox',
    client: false,
    cache: 'none',
    tag: 'app',
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

// Each path's literal start and literal length (path-pattern.ts): a cheap prefix test leaves
// few regular expressions to run (the worker asks for every request, and a first visit's kept
// artwork asks for each image), and the longest literal wins without sorting.
const matchers = OPERATION_IDS.map((id) => {
  const path: string = OPERATIONS[id].path;
  const { prefix, length } = patternLiterals(path);
  return { id, method: OPERATIONS[id].method as HttpMethod, prefix, literal: length, re: patternRegExp(path) };
});

/**
 * The operation a request path belongs to. Literal segments win over parameters (as in the
 * server's router): /api/artwork/arena/logo.svg is the logo, not an icon named logo.svg.
 */
export function operationFor(method: string, pathname: string): OperationId | null {
  let best: (typeof matchers)[number] | null = null;
  for (const m of matchers) {
    if (m.method !== method || !pathname.startsWith(m.prefix) || (best && m.literal <= best.literal)) continue;
    if (m.re.test(pathname)) best = m;
  }
  return best?.id ?? null;
}

/** How the service worker keeps a request's answers: its operation's policy, 'none' for anything else. */
export function cachePolicy(url: URL, method = 'GET'): CachePolicy {
  const id = operationFor(method, url.pathname);
  return id ? OPERATIONS[id].cache : 'none';
}
