// Relays what the video element, shaka and the document report as the player events of spec §4
// (lib/core/player-events.ts). One table per source, so a test can fire each source event and
// see which bus event comes out.
import type { PlayerEvent, PlayerEventBase, PlayerEventDetails, PlayerEventType } from '../../lib/core/player-events.ts';

/** What the relay reads from the video element (a real one, or a stand-in in tests). */
export type VideoLike = EventTarget & {
  readonly currentTime: number;
  readonly duration: number;
  readonly volume: number;
  readonly muted: boolean;
  /** The Remote Playback API (casting), where the browser has it. */
  readonly remote?: (EventTarget & { readonly state: string }) | undefined;
};

/** What the relay reads from shaka's player. */
export type EngineLike = EventTarget & {
  getVariantTracks?(): { active: boolean; language: string }[];
  getTextTracks?(): { active: boolean; language: string }[];
  isTextTrackVisible?(): boolean;
};

export type DocumentLike = EventTarget & { readonly fullscreenElement: Element | null; readonly pictureInPictureElement?: Element | null };

type Detail<T extends PlayerEventType> = (source: {
  video: VideoLike;
  engine: EngineLike;
  doc: DocumentLike;
  event: Event;
}) => PlayerEventDetails[T];
type Rule<T extends PlayerEventType = PlayerEventType> = { type: T; detail: Detail<T> };

const none = () => ({});
const rule = <T extends PlayerEventType>(type: T, detail: Detail<T>): Rule => ({ type, detail }) as unknown as Rule;

const activeLanguage = (tracks: { active: boolean; language: string }[] | undefined) => tracks?.find((t) => t.active)?.language || null;

/** The video element's events. */
export const VIDEO_EVENTS: Readonly<Record<string, Rule>> = {
  pause: rule('pause', none),
  playing: rule('playing', none),
  volumechange: rule('volumeChange', ({ video }) => ({ volume: video.volume, muted: video.muted })),
  ended: rule('ended', none),
  seeked: rule('seeked', none),
  timeupdate: rule('timeUpdate', none),
  waiting: rule('waiting', none),
  enterpictureinpicture: rule('pictureInPictureChange', () => ({ pictureInPicture: true })),
  leavepictureinpicture: rule('pictureInPictureChange', () => ({ pictureInPicture: false })),
};

/** shaka.Player's events. */
export const ENGINE_EVENTS: Readonly<Record<string, Rule>> = {
  loaded: rule('ready', ({ video }) => ({ duration: Number.isFinite(video.duration) ? video.duration : null })),
  error: rule('error', ({ event }) => ({ code: String((event as Event & { detail?: { code?: unknown } }).detail?.code ?? 'unknown') })),
  variantchanged: rule('audioTrackChange', ({ engine }) => ({ language: activeLanguage(engine.getVariantTracks?.()) })),
  audiotrackschanged: rule('audioTrackChange', ({ engine }) => ({ language: activeLanguage(engine.getVariantTracks?.()) })),
  textchanged: rule('textTrackChange', ({ engine }) => ({ language: activeLanguage(engine.getTextTracks?.()) })),
  texttrackvisibility: rule('textTrackChange', ({ engine }) => ({
    language: engine.isTextTrackVisible?.() === false ? null : activeLanguage(engine.getTextTracks?.()),
  })),
};

/** The document's events (fullscreen is the document's, not the element's). */
export const DOCUMENT_EVENTS: Readonly<Record<string, Rule>> = {
  fullscreenchange: rule('fullscreenChange', ({ doc }) => ({ fullscreen: doc.fullscreenElement !== null })),
};

/** The Remote Playback API's events (casting). */
export const REMOTE_EVENTS: Readonly<Record<string, Rule>> = {
  connect: rule('castStateChange', () => ({ casting: true })),
  disconnect: rule('castStateChange', () => ({ casting: false })),
};

export type RelaySources = { video: VideoLike; engine: EngineLike; doc: DocumentLike; contentId: string; live: boolean };

/** Starts relaying; answers the function that stops it. */
export function relayPlayerEvents(sources: RelaySources, emit: (event: PlayerEvent) => void): () => void {
  const { video, engine, doc, contentId, live } = sources;
  const base = (): PlayerEventBase => ({ contentId, live, position: Number.isFinite(video.currentTime) ? video.currentTime : 0 });
  const removers: (() => void)[] = [];
  const listen = (target: EventTarget | undefined, table: Readonly<Record<string, Rule>>) => {
    if (!target) return;
    for (const [name, { type, detail }] of Object.entries(table)) {
      const handler = (event: Event) => emit({ type, ...base(), ...detail({ video, engine, doc, event }) } as PlayerEvent);
      target.addEventListener(name, handler);
      removers.push(() => target.removeEventListener(name, handler));
    }
  };
  listen(video, VIDEO_EVENTS);
  listen(engine, ENGINE_EVENTS);
  listen(doc, DOCUMENT_EVENTS);
  listen(video.remote, REMOTE_EVENTS);
  return () => removers.splice(0).forEach((remove) => remove());
}
