// The player's screens: the player page for on-demand items and live events (one component,
// flagged live or not), the history of watched items and multi-view. All lazy: shaka-player is
// imported by the player's engine only (engine.ts), so it never joins another route's chunks.
import { defineScreen } from '../../lib/core/index.ts';
import { playerPreloads } from './player-preload.ts';

// The api module loads with the page it is for: the route objects are in the start-up chunk.
const api = () => import('./api.ts');

export const videoScreen = defineScreen({
  name: 'video',
  loader: async ({ core, params, signal }) => (await api()).loadPlayerItem(core, params.id, signal),
  lazy: () => import('./PlayerScreen.tsx').then((m) => ({ Component: m.VideoPlayerScreen })),
  preload: import.meta.env.SSR ? playerPreloads : undefined,
});

export const liveScreen = defineScreen({
  name: 'live',
  loader: async ({ core, params, signal }) => (await api()).loadPlayerItem(core, params.id, signal),
  lazy: () => import('./PlayerScreen.tsx').then((m) => ({ Component: m.LivePlayerScreen })),
  preload: import.meta.env.SSR ? playerPreloads : undefined,
});

// The history is the viewer's own: the page loads it in the browser (a server render does not
// know the viewer). The loader only tells a server render whether the browser keeps no session
// (no hint cookie): that visitor is new, and a new visitor's history is empty for sure, so the
// page is served with its empty state instead of a loading bar.
export const historyScreen = defineScreen({
  name: 'history',
  loader: ({ core }) => Promise.resolve({ newVisitor: core.serverRender === true && core.storedSession === false }),
  lazy: () => import('./HistoryScreen.tsx').then((m) => ({ Component: m.HistoryScreen })),
});

export const multiViewScreen = defineScreen({
  name: 'multiView',
  loader: async ({ core, signal }) => (await api()).loadMultiViewEvents(core, signal),
  lazy: () => import('./MultiViewScreen.tsx').then((m) => ({ Component: m.MultiViewScreen })),
});

export const PLAYER_SCREENS = [videoScreen, liveScreen, historyScreen, multiViewScreen] as const;
