// The schedule feature's calls: a day of the schedule (and the EPG's grid), upcoming events.
import type { CardPage, ScheduleAnswer } from '../../contracts/schedule.ts';
import type { ScreenContext } from '../../lib/core/index.ts';
import { fetchRange } from './day.ts';

export function loadScheduleDay(core: ScreenContext, day: string, signal?: AbortSignal): Promise<ScheduleAnswer> {
  return core.http.call('schedule', { query: { ...fetchRange(day), lk: core.locale }, signal });
}

export function loadUpcoming(core: ScreenContext, page: number, signal?: AbortSignal): Promise<CardPage> {
  return core.http.call('upcoming', { query: { p: page, lk: core.locale }, signal });
}

/** A later page, asked by the screen itself ("show more"). */
export function loadUpcomingPage(http: ScreenContext['http'], locale: string, page: number): Promise<CardPage> {
  return http.call('upcoming', { query: { p: page, lk: locale } });
}
