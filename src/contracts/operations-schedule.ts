// The registry's schedule operations: the schedule and EPG over live events, upcoming events,
// the viewer's favourites and watchlists, and fighter rankings. Joined into OPERATIONS by
// operations.ts. Zod-free, like the registry itself.
import type { OperationInfo } from './operation-info.ts';

const favourite = { client: true, cache: 'none', tag: 'account', auth: 'customer' } as const;
// The viewer's lists, read: kept per viewer so a list seen before opens offline (decision 0035).
const ownList = { ...favourite, cache: 'personal' } as const;

export const SCHEDULE_OPERATIONS = {
  schedule: { method: 'GET', path: '/api/v1/schedule', client: true, cache: 'content', tag: 'catalogue' },
  upcoming: { method: 'GET', path: '/api/v1/upcoming', client: true, cache: 'content', tag: 'catalogue' },
  fighters: { method: 'GET', path: '/api/v1/fighters', client: true, cache: 'content', tag: 'catalogue' },
  favourites: { method: 'GET', path: '/api/v1/favourites', ...ownList },
  favouriteIds: { method: 'GET', path: '/api/v1/favourite-ids', ...ownList },
  favouriteGet: { method: 'GET', path: '/api/v1/favourites/:id', ...favourite },
  favouritePut: { method: 'PUT', path: '/api/v1/favourites/:id', ...favourite },
  favouriteDelete: { method: 'DELETE', path: '/api/v1/favourites/:id', ...favourite },
  watchlists: { method: 'GET', path: '/api/v1/watchlists', ...ownList },
  watchlistCreate: { method: 'POST', path: '/api/v1/watchlists', ...favourite },
  watchlistGet: { method: 'GET', path: '/api/v1/watchlists/:id', ...ownList },
  watchlistRename: { method: 'PUT', path: '/api/v1/watchlists/:id', ...favourite },
  watchlistDelete: { method: 'DELETE', path: '/api/v1/watchlists/:id', ...favourite },
  watchlistItemPut: { method: 'PUT', path: '/api/v1/watchlists/:id/items/:contentId', ...favourite },
  watchlistItemDelete: { method: 'DELETE', path: '/api/v1/watchlists/:id/items/:contentId', ...favourite },
} as const satisfies Record<string, OperationInfo>;
