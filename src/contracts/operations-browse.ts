// The registry's browse operations: one rail's next page of items, grid and releases pages,
// the browse index, and promo notifications. Joined into OPERATIONS by operations.ts. Zod-free.
import type { OperationInfo } from './operation-info.ts';

export const BROWSE_OPERATIONS = {
  bucketPage: {
    method: 'GET',
    path: '/api/v1/section/:name/bucket/:id',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  grid: { method: 'GET', path: '/api/v1/grid', client: true, cache: 'content', tag: 'catalogue' },
  releases: { method: 'GET', path: '/api/v1/releases', client: true, cache: 'content', tag: 'catalogue' },
  browse: { method: 'GET', path: '/api/v1/browse', client: true, cache: 'content', tag: 'catalogue' },
  // A viewer's own (dismissals are per viewer): never cached by the worker.
  promoNotifications: {
    method: 'GET',
    path: '/api/v1/promo-notification',
    client: true,
    cache: 'none',
    tag: 'catalogue',
    auth: 'viewer',
  },
  promoDismiss: {
    method: 'PUT',
    path: '/api/v1/promo-notification/:id',
    client: true,
    cache: 'none',
    tag: 'catalogue',
    auth: 'viewer',
  },
} as const satisfies Record<string, OperationInfo>;
