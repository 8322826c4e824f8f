// The registry's player operations (issue 8): the public details the player page shows before
// it asks to play, the live events a multi-view can pick from, and the viewer's watch progress
// (resume points and history). Joined into OPERATIONS by operations.ts. Zod-free.
import type { OperationInfo } from './operation-info.ts';

export const PLAYER_OPERATIONS = {
  // Public catalogue data (the title and poster of the player page's shell): cached like a
  // section page. Taking a lease is the playback operation's job, in the browser only.
  playerItem: {
    method: 'GET',
    path: '/api/v1/player/:id',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  multiViewEvents: {
    method: 'GET',
    path: '/api/v1/multi-view',
    client: true,
    cache: 'content',
    tag: 'catalogue',
  },
  // The viewer's own: the history page's list is kept per viewer, in the cache emptied when the
  // viewer changes; a single resume point is read at play time, which needs the network anyway.
  progressList: {
    method: 'GET',
    path: '/api/v1/progress',
    client: true,
    cache: 'personal',
    tag: 'catalogue',
    auth: 'viewer',
  },
  progressGet: {
    method: 'GET',
    path: '/api/v1/progress/:id',
    client: true,
    cache: 'none',
    tag: 'catalogue',
    auth: 'viewer',
  },
  progressSave: {
    method: 'PUT',
    path: '/api/v1/progress/:id',
    client: true,
    cache: 'none',
    tag: 'catalogue',
    auth: 'viewer',
  },
} as const satisfies Record<string, OperationInfo>;
