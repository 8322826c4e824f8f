// The schedule feature's screens, each in its own chunk: the schedule (realms with live and
// the schedule section), the EPG grid (epgMatrix ENABLED) and upcoming events (guests with the
// guest schedule). Which realms have them is routeAvailable's (lib/routes.ts).
import { defineScreen } from '../../lib/core/index.ts';

const loaders = () => import('./loaders.ts');

export const scheduleScreen = defineScreen({
  name: 'schedule',
  loader: async ({ core, url, signal }) => (await loaders()).loadDay(core, url, signal),
  lazy: () => import('./ScheduleScreen.tsx').then((m) => ({ Component: m.ScheduleScreen })),
});

export const epgScreen = defineScreen({
  name: 'epg',
  loader: async ({ core, url, signal }) => (await loaders()).loadDay(core, url, signal),
  lazy: () => import('./EpgScreen.tsx').then((m) => ({ Component: m.EpgScreen })),
});

export const upcomingScreen = defineScreen({
  name: 'upcoming',
  loader: async ({ core, signal }) => (await loaders()).loadFirstUpcoming(core, signal),
  lazy: () => import('./UpcomingScreen.tsx').then((m) => ({ Component: m.UpcomingScreen })),
});

export const SCHEDULE_SCREENS = [scheduleScreen, epgScreen, upcomingScreen] as const;
