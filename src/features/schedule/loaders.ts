// The schedule's loaders, a chunk of their own: the route objects are in the router's start-up
// chunk, which every first page downloads; these (with the api and the day arithmetic) are
// fetched when a schedule page is opened, beside the screen's own chunk.
import { serverNow, type ScreenContext } from '../../lib/core/index.ts';
import { loadScheduleDay, loadUpcoming } from './api.ts';
import { dayOf, parseDay } from './day.ts';

/** The asked day, else today: UTC on the server (it does not know the viewer's zone), local in the browser. */
function dayFor(core: ScreenContext, url: URL): string {
  return parseDay(url.searchParams.get('day')) ?? dayOf(serverNow(), core.serverRender ? 'UTC' : undefined);
}

export async function loadDay(core: ScreenContext, url: URL, signal: AbortSignal) {
  const day = dayFor(core, url);
  return { day, answer: await loadScheduleDay(core, day, signal) };
}

export const loadFirstUpcoming = (core: ScreenContext, signal: AbortSignal) => loadUpcoming(core, 1, signal);
