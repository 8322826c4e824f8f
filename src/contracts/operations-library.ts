// The registry's library operations: one content item with its type's parts (a series'
// seasons, a season's episodes, a playlist's videos, a news item's text, breadcrumbs) and the
// news list. Public catalogue data like section pages. Joined into OPERATIONS by
// operations.ts; zod-free, like the registry itself.
import type { OperationInfo } from './operation-info.ts';

export const LIBRARY_OPERATIONS = {
  contentDetail: {
    method: 'GET',
    path: '/api/v1/content/:id',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  newsList: {
    method: 'GET',
    path: '/api/v1/news',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
} as const satisfies Record<string, OperationInfo>;
