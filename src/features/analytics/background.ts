// Spec §9's background debounce: a page that stays hidden for BACKGROUND_DEBOUNCE_MS sends what
// it holds, since a phone may freeze or discard it next; shown again sooner, nothing is sent
// (a glance at another tab is not a reason to upload). The queue keeps everything either way.
import { BACKGROUND_DEBOUNCE_MS } from '../../lib/analytics-queue/rules.ts';

export type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export function uploadWhenHidden(
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>,
  upload: () => void,
  timers: Timers,
): () => void {
  let timer: unknown = null;
  const changed = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (doc.visibilityState === 'hidden')
      timer = timers.setTimeout(() => {
        timer = null;
        upload();
      }, BACKGROUND_DEBOUNCE_MS);
  };
  doc.addEventListener('visibilitychange', changed);
  return () => {
    doc.removeEventListener('visibilitychange', changed);
    if (timer !== null) timers.clearTimeout(timer);
  };
}
