// The player's calls. The loader only reads public details; taking a stream (a lease) and the
// viewer's progress happen in the browser, from the component (a server render or a
// revalidation must not take a lease).
import type { PlaybackAnswer } from '../../contracts/playback.ts';
import type { MultiViewEvents, PlayerItem, ProgressList, WatchProgress } from '../../contracts/progress.ts';
import { PROGRESS_PAGE_SIZE } from '../../contracts/progress-limits.ts';
import type { ScreenContext } from '../../lib/core/index.ts';
import type { Http } from '../../lib/http.ts';

export function loadPlayerItem(core: ScreenContext, id: string, signal?: AbortSignal): Promise<PlayerItem> {
  return core.http.call('playerItem', { params: { id }, query: { lk: core.locale }, signal });
}

export function loadMultiViewEvents(core: ScreenContext, signal?: AbortSignal): Promise<MultiViewEvents> {
  return core.http.call('multiViewEvents', { query: { lk: core.locale }, signal });
}

export function loadHistory(http: Http, locale: string, page: number, signal?: AbortSignal): Promise<ProgressList> {
  return http.call('progressList', { query: { p: page, perPage: PROGRESS_PAGE_SIZE, lk: locale }, signal });
}

export function startPlayback(http: Http, id: string, dvrWindow: number | undefined, signal?: AbortSignal): Promise<PlaybackAnswer> {
  return http.call('playback', { params: { id }, body: dvrWindow === undefined ? {} : { dvrWindow }, signal });
}

export function renewLease(http: Http, leaseId: string): Promise<unknown> {
  return http.call('playbackHeartbeat', { params: { id: leaseId } });
}

export function releaseLease(http: Http, leaseId: string): Promise<unknown> {
  return http.call('playbackRelease', { params: { id: leaseId } });
}

export async function savedProgress(http: Http, id: string, signal?: AbortSignal): Promise<WatchProgress | null> {
  return (await http.call('progressGet', { params: { id }, signal })).progress;
}

export function saveProgress(http: Http, id: string, position: number, duration: number): Promise<unknown> {
  return http.call('progressSave', { params: { id }, body: { position, duration } });
}
