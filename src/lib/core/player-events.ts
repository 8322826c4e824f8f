// The player's events (spec §4 analytics: audio track, fullscreen, pause, playing, text track,
// volume, ended, error, ready, seeked, time update, waiting, cast, picture-in-picture), on one
// typed bus. The player feature emits; the analytics feature (a later issue) subscribes. It
// lives in the core because features may not import each other: both only know this module.

/** What every event carries: the item and where the playhead was, in seconds. */
export type PlayerEventBase = { contentId: string; position: number; live: boolean };

/** Extra fields per event, on top of PlayerEventBase. */
export type PlayerEventDetails = {
  audioTrackChange: { language: string | null };
  fullscreenChange: { fullscreen: boolean };
  pause: Record<never, never>;
  playing: Record<never, never>;
  textTrackChange: { language: string | null };
  volumeChange: { volume: number; muted: boolean };
  ended: Record<never, never>;
  error: { code: string };
  ready: { duration: number | null };
  seeked: Record<never, never>;
  timeUpdate: Record<never, never>;
  waiting: Record<never, never>;
  castStateChange: { casting: boolean };
  pictureInPictureChange: { pictureInPicture: boolean };
};

export type PlayerEventType = keyof PlayerEventDetails;

export type PlayerEvent<T extends PlayerEventType = PlayerEventType> = T extends PlayerEventType
  ? { type: T } & PlayerEventBase & PlayerEventDetails[T]
  : never;

export const PLAYER_EVENT_TYPES = [
  'audioTrackChange',
  'fullscreenChange',
  'pause',
  'playing',
  'textTrackChange',
  'volumeChange',
  'ended',
  'error',
  'ready',
  'seeked',
  'timeUpdate',
  'waiting',
  'castStateChange',
  'pictureInPictureChange',
] as const satisfies readonly PlayerEventType[];

type Listener<T extends PlayerEventType> = (event: PlayerEvent<T>) => void;
type AnyListener = (event: PlayerEvent) => void;

export type PlayerEventBus = {
  emit<T extends PlayerEventType>(event: PlayerEvent<T>): void;
  /** Listens to one type; answers the unsubscribe. */
  on<T extends PlayerEventType>(type: T, listener: Listener<T>): () => void;
  /** Listens to every event; answers the unsubscribe. */
  onAny(listener: AnyListener): () => void;
};

export function createPlayerEventBus(): PlayerEventBus {
  const byType = new Map<PlayerEventType, Set<AnyListener>>();
  const any = new Set<AnyListener>();
  const deliver = (listener: AnyListener, event: PlayerEvent) => {
    // A listener's failure (analytics, say) must never stop playback or the other listeners.
    try {
      listener(event);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  };
  return {
    emit(event) {
      for (const listener of byType.get(event.type) ?? []) deliver(listener, event);
      for (const listener of any) deliver(listener, event);
    },
    on(type, listener) {
      let set = byType.get(type);
      if (!set) byType.set(type, (set = new Set()));
      const l = listener as AnyListener;
      set.add(l);
      return () => set.delete(l);
    },
    onAny(listener) {
      any.add(listener);
      return () => any.delete(listener);
    },
  };
}

/** The app's bus: the player emits here, analytics listens here. */
export const playerEvents = createPlayerEventBus();
