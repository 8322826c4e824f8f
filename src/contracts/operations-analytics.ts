// The registry's analytics operations: our server is the customer-data library's collector
// (spec §7). Joined into OPERATIONS by operations.ts. Zod-free.
import type { OperationInfo } from './operation-info.ts';

export const ANALYTICS_OPERATIONS = {
  // Batches from the app and its service worker; never cached (a POST) and never replayed by
  // the worker's cache routes: the analytics queue replays them itself.
  analyticsBatch: {
    method: 'POST',
    path: '/api/v1/analytics/batch',
    client: true,
    cache: 'none',
    tag: 'app',
  },
  analyticsConfig: {
    method: 'GET',
    path: '/api/v1/analytics/config',
    client: true,
    cache: 'realm',
    tag: 'app',
  },
  // The library's identity calls (identify, login, logout, modify): writes, never cached. The
  // page makes them itself, one at a time (features/analytics/identity.ts).
  analyticsIdentity: {
    method: 'POST',
    path: '/api/v1/analytics/identity/:action',
    client: true,
    cache: 'none',
    tag: 'app',
  },
  // Development only (DEV_ANALYTICS, off under NODE_ENV=production): the events stored for the
  // caller's realm, so end-to-end tests and the benchmark can count what arrived.
  analyticsStored: {
    method: 'GET',
    path: '/api/dev/analytics/events',
    client: true,
    cache: 'none',
    tag: 'app',
  },
} as const satisfies Record<string, OperationInfo>;
