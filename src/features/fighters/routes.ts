// Fighters (spec §2: only where the realm's menu has a 'Fighters' view, routeAvailable).
import { defineScreen } from '../../lib/core/index.ts';
import { loadRankings } from './api.ts';

export const fightersScreen = defineScreen({
  name: 'fighters',
  loader: ({ core, signal }) => loadRankings(core.http, signal),
  lazy: () => import('./FightersScreen.tsx').then((m) => ({ Component: m.FightersScreen })),
});
