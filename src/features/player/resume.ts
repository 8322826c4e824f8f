// Where on-demand playback starts: the saved position, except when there is nothing worth
// resuming (the first seconds) or the viewer had all but finished (the last 5 %, the credits),
// where starting over is what they want.
import type { WatchProgress } from '../../contracts/progress.ts';

/** Positions under this many seconds are a start, not a place to come back to. */
export const RESUME_MIN_SECONDS = 5;
/** From this share of the duration on, the item counts as watched: start over. */
export const RESUME_MAX_SHARE = 0.95;

export function resumePosition(progress: Pick<WatchProgress, 'position' | 'duration'> | null, duration?: number | null): number {
  if (!progress) return 0;
  const total = duration && duration > 0 ? duration : progress.duration;
  if (!(total > 0)) return 0;
  if (progress.position < RESUME_MIN_SECONDS) return 0;
  if (progress.position >= total * RESUME_MAX_SHARE) return 0;
  return progress.position;
}

/** The share watched, 0–100, for the history's progress bars. */
export function watchedPercent(progress: Pick<WatchProgress, 'position' | 'duration'>): number {
  if (!(progress.duration > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((progress.position / progress.duration) * 100)));
}
