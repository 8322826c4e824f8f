// The video engine: shaka-player, imported here and only here, by `import()`, so its chunk is
// fetched when a player mounts and never belongs to any other route's JavaScript
// (tests/build/player-chunk.test.ts holds that).
import type { PlayerEvent } from '../../lib/core/player-events.ts';
import { relayPlayerEvents, type EngineLike } from './event-relay.ts';

export type Engine = {
  /** The seekable range in media seconds (the DVR window live). */
  seekRange(): { start: number; end: number };
  goToLive(): void;
  destroy(): Promise<void>;
};

export type EngineOptions = {
  src: string;
  contentId: string;
  live: boolean;
  /** On demand: where to start, in seconds. */
  startAt: number;
  emit: (event: PlayerEvent) => void;
};

export class EngineUnsupported extends Error {
  override readonly name = 'EngineUnsupported';
}

/**
 * Fetches and evaluates the engine ahead of a start the viewer is about to ask for (a pointer
 * or focus on the play button), so the tap does not wait for it. Failures surface at the start.
 */
export function warmEngine(): void {
  void import('shaka-player').catch(() => undefined);
}

export async function startEngine(video: HTMLVideoElement, options: EngineOptions): Promise<Engine> {
  const { default: shaka } = await import('shaka-player');
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) throw new EngineUnsupported('This browser cannot play these streams');
  const player = new shaka.Player();
  await player.attach(video);
  const stopRelay = relayPlayerEvents(
    { video, engine: player as unknown as EngineLike, doc: document, contentId: options.contentId, live: options.live },
    options.emit,
  );
  try {
    // On demand the engine starts at the resume point; live at the edge.
    await player.load(options.src, options.live ? null : options.startAt);
  } catch (error) {
    stopRelay();
    await player.destroy();
    throw error;
  }
  return {
    seekRange: () => player.seekRange(),
    goToLive: () => player.goToLive(),
    async destroy() {
      stopRelay();
      await player.destroy();
    },
  };
}
