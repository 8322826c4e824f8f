// The registry's playback operations: the playback endpoint that checks a viewer may watch an
// item and answers its stream URLs, the stream lease's heartbeat and release, and the live HLS
// playlists generated from the clock. Joined into OPERATIONS by operations.ts. Zod-free, like
// the registry itself.
import type { OperationInfo } from './operation-info.ts';

export const PLAYBACK_OPERATIONS = {
  playback: {
    method: 'POST',
    path: '/api/v1/playback/:id',
    client: true,
    cache: 'none',
    // Content: the realm's VPN rule applies (routes/operation.ts).
    tag: 'catalogue',
    auth: 'viewer',
  },
  playbackHeartbeat: {
    method: 'PUT',
    path: '/api/v1/playback/lease/:id',
    client: true,
    cache: 'none',
    tag: 'catalogue',
    auth: 'viewer',
  },
  playbackRelease: {
    method: 'DELETE',
    path: '/api/v1/playback/lease/:id',
    client: true,
    cache: 'none',
    tag: 'catalogue',
    auth: 'viewer',
  },
  // Players fetch playlists with plain requests (no client headers, no bearer), like the media
  // operation: the realm and the item are in the path.
  livePlaylist: {
    method: 'GET',
    path: '/api/media/live/:realm/:id/:file',
    client: false,
    cache: 'none',
    tag: 'media',
  },
} as const satisfies Record<string, OperationInfo>;
