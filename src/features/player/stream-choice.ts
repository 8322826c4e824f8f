// Which of the playback answer's streams the player loads. On-demand items come as DASH and
// HLS; shaka plays DASH through Media Source Extensions, so a browser with MSE gets the DASH
// manifest and one without (iOS Safari) the HLS one, which it plays natively. Live events are
// HLS only: their playlists are made from the clock (decision 0026).
export type Streams = { hls: string; dash: string | null };

export function chooseStream(streams: Streams, live: boolean, hasMediaSource: boolean): { url: string; format: 'dash' | 'hls' } {
  if (!live && streams.dash && hasMediaSource) return { url: streams.dash, format: 'dash' };
  return { url: streams.hls, format: 'hls' };
}

/** Whether this browser has Media Source Extensions (shaka's way of playing DASH). */
export function browserHasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}
