// A live event's page opened before the event starts: the stage keeps its poster and the page
// says when the event starts, instead of asking the server for a stream it would refuse
// ("not started", a 409). When the start comes, the page re-renders and the stream starts.
import { useEffect, useState } from 'react';
import { useRenderNow } from '../../lib/core/index.ts';
import { isFuture } from '../../lib/format.ts';

/** setTimeout's longest delay (about 24.8 days); a later start re-arms the timer. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** Milliseconds until `startDate`, for the timer; null when it has passed or is unknown. */
export function msUntil(startDate: string | null, now: number): number | null {
  if (startDate === null || !isFuture(startDate, now)) return null;
  return Math.min(Date.parse(startDate) - now, LONGEST_TIMEOUT_MS);
}

/** True while a live event's start is still ahead (by the render's clock, then the browser's). */
export function useStartsLater(live: boolean, startDate: string | null): boolean {
  const now = useRenderNow();
  const later = live && isFuture(startDate, now);
  // Bumped when the timer fires: the render reads the clock again, and the timer is set anew
  // should it have fired a little early.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    // A start that passed before hydration needs no timer: hydrating re-renders by the wall clock.
    const wait = later ? msUntil(startDate, Date.now()) : null;
    if (wait === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [later, startDate, tick]);
  return later;
}
