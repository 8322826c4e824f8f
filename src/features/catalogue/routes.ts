// The catalogue's screens. Home is in the first chunk (it is where most visits land, and a
// lazy chunk would put a round trip before the first paint); later screens use `lazy`.
import { defineScreen } from '../../lib/core/index.ts';
import { loadHome } from './api.ts';
import { homePreloads } from './hero-preload.ts';
import { HomeRoute } from './HomeRoute.tsx';

export const homeScreen = defineScreen({
  name: 'home',
  loader: ({ core, signal }) => loadHome(core, signal),
  Component: HomeRoute,
  preload: homePreloads,
});
