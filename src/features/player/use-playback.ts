// One stream's life in the browser: ask the server (territory, licences, the stream limit),
// resume on demand from the saved position, start the engine, keep the lease alive, save the
// position every 10 s and on pause or when the page goes away, and release the lease on leave.
// A refusal becomes one of spec §8's playback messages.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlaybackAnswer } from '../../contracts/playback.ts';
import { http, useSession } from '../../lib/core/index.ts';
import { playerEvents } from '../../lib/core/player-events.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { releaseLease, renewLease, savedProgress, saveProgress, startPlayback } from './api.ts';
import { dvrWindowFor } from './dvr-window.ts';
import { startEngine, type Engine } from './engine.ts';
import { licencesOf, playbackMessageOf, type PlaybackMessageKind } from './playback-message.ts';
import { resumePosition } from './resume.ts';
import { browserHasMediaSource, chooseStream } from './stream-choice.ts';

/** Seconds between progress saves while playing (and on pause, and when the page is left). */
export const PROGRESS_SAVE_SECONDS = 10;

export type PlaybackState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'playing'; live: boolean; resumedAt: number }
  | { status: 'message'; message: PlaybackMessageKind; licenceIds: string[] };

export type PlaybackTarget = {
  contentId: string;
  live: boolean;
  /** Seconds, from the catalogue; the stream's own duration wins once known. */
  duration: number | null;
  /** Start muted (multi-view tiles other than the focused one; autoplay needs it). */
  muted?: boolean;
  /** False until the viewer asks to play (a page opened cold): nothing is asked of the server. */
  requested: boolean;
};

export type Playback = {
  state: PlaybackState;
  engine: RefObject<Engine | null>;
  /** Runs the whole start again (the message's "try again"). */
  retry: () => void;
};

export function usePlayback(video: RefObject<HTMLVideoElement | null>, target: PlaybackTarget): Playback {
  const [state, setState] = useState<PlaybackState>(() => (target.requested ? { status: 'starting' } : { status: 'idle' }));
  const [attempt, setAttempt] = useState(0);
  const engine = useRef<Engine | null>(null);
  const { contentId, live, duration, requested } = target;
  // Who watches: the lease and the progress are theirs. A page rendered on the server checks
  // its guest in after hydration, so there may be nobody yet; the start waits for them, and a
  // change of viewer or profile starts again for the new one.
  const { claims } = useSession();
  const viewerKey = claims ? `${claims.sub} ${claims.pro?.id ?? ''}` : null;

  useEffect(() => {
    const found = video.current;
    if (!found || viewerKey === null || !requested) return;
    const element: HTMLVideoElement = found;
    const abort = new AbortController();
    let answer: PlaybackAnswer | null = null;
    const timers: ReturnType<typeof setInterval>[] = [];
    const removers: (() => void)[] = [];
    setState({ status: 'starting' });

    const fail = (error: unknown) => {
      if (abort.signal.aborted) return;
      setState({ status: 'message', message: playbackMessageOf(error), licenceIds: licencesOf(error) });
      void stop();
    };

    const save = () => {
      if (!answer || live) return;
      const total = Math.round(Number.isFinite(element.duration) && element.duration > 0 ? element.duration : (duration ?? 0));
      const position = Math.min(Math.floor(element.currentTime), total);
      if (total <= 0 || position <= 0) return;
      saveProgress(http, contentId, position, total).catch(() => {
        // Best effort: the next save (10 s on) carries a newer position anyway.
      });
    };

    async function stop() {
      timers.splice(0).forEach(clearInterval);
      removers.splice(0).forEach((remove) => remove());
      const current = engine.current;
      engine.current = null;
      await current?.destroy().catch(() => undefined);
    }

    async function start() {
      const dvrWindow = live ? dvrWindowFor(navigator.userAgent) : undefined;
      const [granted, progress] = await Promise.all([
        startPlayback(http, contentId, dvrWindow, abort.signal),
        // No saved position is not a reason to refuse playing.
        live ? null : savedProgress(http, contentId, abort.signal).catch(() => null),
      ]);
      answer = granted;
      if (abort.signal.aborted) {
        void releaseLease(http, granted.lease.id).catch(() => undefined);
        return;
      }
      // The saved duration is the stream's own, measured when saved; the catalogue's may differ.
      const startAt = resumePosition(progress);
      element.muted = target.muted ?? false;
      engine.current = await startEngine(element, {
        src: chooseStream(granted.streams, granted.live, browserHasMediaSource()).url,
        contentId,
        live: granted.live,
        startAt,
        emit: playerEvents.emit,
      });
      if (abort.signal.aborted) return;
      timers.push(
        setInterval(() => {
          if (answer) renewLease(http, answer.lease.id).catch(heartbeatFailed);
        }, granted.lease.heartbeatSeconds * 1000),
      );
      timers.push(
        setInterval(() => {
          if (!element.paused) save();
        }, PROGRESS_SAVE_SECONDS * 1000),
      );
      const onPageHide = () => {
        save();
        if (answer) void releaseLease(http, answer.lease.id).catch(() => undefined);
      };
      element.addEventListener('pause', save);
      window.addEventListener('pagehide', onPageHide);
      removers.push(() => element.removeEventListener('pause', save));
      removers.push(() => window.removeEventListener('pagehide', onPageHide));
      setState({ status: 'playing', live: granted.live, resumedAt: startAt });
      // Autoplay with sound may be refused before any gesture: muted it is always allowed, and
      // the controls unmute. Failing that, the controls are there to start it.
      element
        .play()
        .catch(() => {
          if (abort.signal.aborted) return;
          element.muted = true;
          return element.play();
        })
        .catch(() => undefined);
    }

    function heartbeatFailed(error: unknown) {
      // Someone else's stream took this one's place while it was away: spec §8's other device.
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) fail(error);
    }

    start().catch(fail);
    return () => {
      abort.abort();
      save();
      const lease = answer?.lease.id;
      if (lease) void releaseLease(http, lease).catch(() => undefined);
      void stop();
    };
    // target.muted is the start state only; changing focus mutes the element directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, contentId, live, duration, attempt, viewerKey, requested]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, engine, retry };
}
