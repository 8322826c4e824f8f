// Live HLS from the clock: an on-demand asset's segments, looped, form an endless timeline that
// starts at the event's start date, so every viewer computes the same live edge from the same
// clock. Segment k of the timeline is sample segment k mod n; each loop is a discontinuity
// (timestamps restart). The media playlist is the window of the DVR length that ends at the
// last segment complete by now; once the event is over, the whole event, ended. Pure: the
// clock is an argument.
import type { SampleRendition } from './hls-sample.ts';

/** HLS asks for at least three target durations in a live playlist (RFC 8216 §6.2.2). */
export const MIN_WINDOW_TARGETS = 3;

export type LiveWindow = {
  /** The event's start: second 0 of the timeline. */
  start: Date;
  /** The event's end; at or after it the playlist is ended. */
  end: Date | null;
  now: Date;
  /** Seconds of DVR the window should hold (0: only the live minimum). */
  dvrSeconds: number;
};

export type TimelineSegment = {
  /** Media sequence number: the index on the endless timeline. */
  sequence: number;
  /** The sample segment it repeats (its index in the sample and its file). */
  index: number;
  uri: string;
  duration: number;
  /** Milliseconds from the event's start. */
  offsetMs: number;
  /** Which loop of the sample it is in: its discontinuity sequence number. */
  loop: number;
};

export type LivePlaylist = {
  targetDuration: number;
  mediaSequence: number;
  discontinuitySequence: number;
  segments: TimelineSegment[];
  ended: boolean;
};

/**
 * The sample's segments laid end to end on the grid's slots, in whole milliseconds so that no
 * rounding drifts. Every rendition of an asset uses the same grid (its longest loop): an audio
 * rendition whose AAC segments are a little shorter still starts each loop, and each segment
 * number, at the same moment as the video, and the difference closes at the discontinuity.
 */
function timeline(rendition: SampleRendition, grid: SampleRendition) {
  const n = grid.segments.length;
  if (rendition.segments.length !== n) throw new Error('renditions of a looped asset must have as many segments');
  const offsets: number[] = [];
  const lengths: number[] = [];
  let loopMs = 0;
  for (const s of grid.segments) {
    const length = Math.round(s.duration * 1000);
    offsets.push(loopMs);
    lengths.push(length);
    loopMs += length;
  }
  const place = (sequence: number) => {
    const loop = Math.floor(sequence / n);
    const index = sequence - loop * n;
    const segment = rendition.segments[index];
    const offset = offsets[index];
    const length = lengths[index];
    if (!segment || offset === undefined || length === undefined) throw new RangeError(`no segment ${index} in the sample`);
    return { loop, index, segment, offsetMs: loop * loopMs + offset, slotMs: length };
  };
  const at = (sequence: number): TimelineSegment => {
    const { loop, index, segment, offsetMs } = place(sequence);
    return { sequence, index, uri: segment.uri, duration: segment.duration, offsetMs, loop };
  };
  const slotMs = (sequence: number) => place(sequence).slotMs;
  /** The first sequence number whose slot starts at or after `ms`. */
  const firstFrom = (ms: number): number => {
    const loop = Math.floor(ms / loopMs);
    const within = ms - loop * loopMs;
    const index = offsets.findIndex((o) => o >= within);
    return index === -1 ? (loop + 1) * n : loop * n + index;
  };
  return { n, at, slotMs, firstFrom };
}

/** The timeline segments of a window; null while the event has no complete segment yet. */
export function liveWindow(rendition: SampleRendition, window: LiveWindow, grid: SampleRendition = rendition): LivePlaylist | null {
  const { n, at, slotMs, firstFrom } = timeline(rendition, grid);
  const startMs = window.start.getTime();
  const durationMs = window.end ? window.end.getTime() - startMs : Infinity;
  const elapsedMs = Math.floor(window.now.getTime() - startMs);
  const base = { targetDuration: Math.max(rendition.targetDuration, grid.targetDuration) };

  if (elapsedMs >= durationMs) {
    // Over: the whole event, every segment that starts before its end.
    const count = firstFrom(durationMs);
    if (count === 0) return null;
    return { ...base, mediaSequence: 0, discontinuitySequence: 0, segments: range(0, count).map(at), ended: true };
  }
  if (elapsedMs < 0) return null;
  // Segment k is complete once segment k + 1 has started: the starts at or before now, less one.
  const last = firstFrom(elapsedMs + 1) - 2;
  if (last < 0) return null;
  const wantedMs = Math.max(window.dvrSeconds, MIN_WINDOW_TARGETS * base.targetDuration) * 1000;
  // As many whole segments back from the edge as it takes to hold the window.
  let first = last;
  let heldMs = slotMs(last);
  while (first > 0 && heldMs < wantedMs) {
    first -= 1;
    heldMs += slotMs(first);
  }
  return {
    ...base,
    mediaSequence: first,
    // The discontinuities that slid out: one before each loop start below `first` (RFC 8216
    // §6.2.2: the count goes up as a segment carrying the tag leaves the playlist).
    discontinuitySequence: first === 0 ? 0 : Math.floor((first - 1) / n),
    segments: range(first, last + 1).map(at),
    ended: false,
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

export type RenderOptions = {
  rendition: SampleRendition;
  playlist: LivePlaylist;
  start: Date;
  /** Prefix of the sample's files (init and segments), e.g. "/api/media/sample/". */
  mediaBase: string;
};

export function renderMediaPlaylist({ rendition, playlist, start, mediaBase }: RenderOptions): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${playlist.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${playlist.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${playlist.discontinuitySequence}`,
  ];
  if (playlist.ended) lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  lines.push('#EXT-X-INDEPENDENT-SEGMENTS', `#EXT-X-MAP:URI="${mediaBase}${rendition.init}"`);
  playlist.segments.forEach((segment, i) => {
    const loopStart = segment.sequence > 0 && segment.index === 0;
    if (loopStart) lines.push('#EXT-X-DISCONTINUITY');
    // A date on the first segment and after each discontinuity lets players map the timeline to
    // the wall clock (seek to "live minus n seconds", the program guide) across the loops.
    if (i === 0 || loopStart) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(start.getTime() + segment.offsetMs).toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, `${mediaBase}${segment.uri}`);
  });
  if (playlist.ended) lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

/** The asset's multivariant playlist with the DVR window carried into each media playlist's URL. */
export function renderMasterPlaylist(master: string, query: string): string {
  const withQuery = (uri: string) => (query ? `${uri}?${query}` : uri);
  return (
    master
      .split('\n')
      .map((line) => {
        const trimmed = line.trim();
        if (!trimmed) return trimmed;
        if (!trimmed.startsWith('#')) return withQuery(trimmed);
        return trimmed.replace(/URI="([^"]+)"/g, (_, uri: string) => `URI="${withQuery(uri)}"`);
      })
      .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
      .join('\n')
      .trimEnd() + '\n'
  );
}
