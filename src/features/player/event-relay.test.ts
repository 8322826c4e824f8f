import { describe, expect, it } from 'vitest';
import { createPlayerEventBus, PLAYER_EVENT_TYPES, type PlayerEvent } from '../../lib/core/player-events.ts';
import {
  DOCUMENT_EVENTS,
  ENGINE_EVENTS,
  REMOTE_EVENTS,
  relayPlayerEvents,
  VIDEO_EVENTS,
  type DocumentLike,
  type EngineLike,
  type VideoLike,
} from './event-relay.ts';

function sources() {
  const remote = Object.assign(new EventTarget(), { state: 'disconnected' });
  const video = Object.assign(new EventTarget(), { currentTime: 12.5, duration: 600, volume: 0.5, muted: true, remote }) as VideoLike;
  const engine = Object.assign(new EventTarget(), {
    getVariantTracks: () => [
      { active: false, language: 'en' },
      { active: true, language: 'pt' },
    ],
    getTextTracks: () => [{ active: true, language: 'es' }],
    isTextTrackVisible: () => true,
  }) as EngineLike;
  const doc = Object.assign(new EventTarget(), { fullscreenElement: null }) as DocumentLike;
  return { video, engine, doc, remote };
}

function relayed() {
  const s = sources();
  const events: PlayerEvent[] = [];
  const stop = relayPlayerEvents({ ...s, contentId: 'vod-1', live: false }, (e) => events.push(e));
  return { ...s, events, stop };
}

describe('every spec §4 player event is relayed from its source', () => {
  it('covers every event type of the bus', () => {
    const mapped = new Set(
      [VIDEO_EVENTS, ENGINE_EVENTS, DOCUMENT_EVENTS, REMOTE_EVENTS].flatMap((t) => Object.values(t).map((r) => r.type)),
    );
    expect([...mapped].sort()).toEqual([...PLAYER_EVENT_TYPES].sort());
  });

  const cases: [source: 'video' | 'engine' | 'doc' | 'remote', name: string, expected: Partial<PlayerEvent>][] = [
    ['video', 'pause', { type: 'pause' }],
    ['video', 'playing', { type: 'playing' }],
    ['video', 'volumechange', { type: 'volumeChange', volume: 0.5, muted: true }],
    ['video', 'ended', { type: 'ended' }],
    ['video', 'seeked', { type: 'seeked' }],
    ['video', 'timeupdate', { type: 'timeUpdate' }],
    ['video', 'waiting', { type: 'waiting' }],
    ['video', 'enterpictureinpicture', { type: 'pictureInPictureChange', pictureInPicture: true }],
    ['video', 'leavepictureinpicture', { type: 'pictureInPictureChange', pictureInPicture: false }],
    ['engine', 'loaded', { type: 'ready', duration: 600 }],
    ['engine', 'variantchanged', { type: 'audioTrackChange', language: 'pt' }],
    ['engine', 'textchanged', { type: 'textTrackChange', language: 'es' }],
    ['doc', 'fullscreenchange', { type: 'fullscreenChange', fullscreen: false }],
    ['remote', 'connect', { type: 'castStateChange', casting: true }],
    ['remote', 'disconnect', { type: 'castStateChange', casting: false }],
  ];
  it.each(cases)('%s %s', (source, name, expected) => {
    const r = relayed();
    r[source].dispatchEvent(new Event(name));
    expect(r.events).toEqual([{ contentId: 'vod-1', live: false, position: 12.5, ...expected }]);
  });

  it("relays shaka's error with its code", () => {
    const r = relayed();
    r.engine.dispatchEvent(Object.assign(new Event('error'), { detail: { code: 3016 } }));
    expect(r.events[0]).toMatchObject({ type: 'error', code: '3016', contentId: 'vod-1' });
  });

  it('stops relaying once stopped', () => {
    const r = relayed();
    r.stop();
    r.video.dispatchEvent(new Event('pause'));
    r.engine.dispatchEvent(new Event('loaded'));
    expect(r.events).toEqual([]);
  });
});

describe('the player event bus', () => {
  it('delivers to listeners of the type and to every-event listeners, until unsubscribed', () => {
    const bus = createPlayerEventBus();
    const paused: string[] = [];
    const all: string[] = [];
    const off = bus.on('pause', (e) => paused.push(e.contentId));
    bus.onAny((e) => all.push(e.type));
    bus.emit({ type: 'pause', contentId: 'a', position: 1, live: false });
    bus.emit({ type: 'seeked', contentId: 'a', position: 2, live: false });
    off();
    bus.emit({ type: 'pause', contentId: 'b', position: 3, live: false });
    expect(paused).toEqual(['a']);
    expect(all).toEqual(['pause', 'seeked', 'pause']);
  });
});
