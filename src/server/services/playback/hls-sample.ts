// Reads an on-demand HLS asset (media/{asset}/master.m3u8 and its media playlists) into what the
// live playlists loop over: each rendition's init segment and its segments with durations. Only
// the subset of HLS that scripts/make-media.sh writes is understood; anything else is refused
// rather than looped wrongly.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type SampleSegment = { uri: string; duration: number };
export type SampleRendition = { init: string; segments: SampleSegment[]; targetDuration: number };
export type SampleAsset = {
  /** The multivariant playlist as written, its media playlists named by file (media_N.m3u8). */
  master: string;
  renditions: ReadonlyMap<string, SampleRendition>;
  /** The rendition with the longest loop: every rendition's live timeline is laid on its slots. */
  grid: SampleRendition;
};

const loopSeconds = (r: SampleRendition) => r.segments.reduce((sum, s) => sum + s.duration, 0);

/** The media playlist files a multivariant playlist names, in order of appearance. */
export function mediaPlaylistsOf(master: string): string[] {
  const names = new Set<string>();
  for (const line of master.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (!line.startsWith('#')) names.add(line);
    for (const m of line.matchAll(/URI="([^"]+)"/g)) if (m[1]) names.add(m[1]);
  }
  return [...names];
}

export function parseMediaPlaylist(text: string): SampleRendition {
  let init: string | null = null;
  let targetDuration = 0;
  let pending: number | null = null;
  const segments: SampleSegment[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    else if (line.startsWith('#EXT-X-MAP:')) init = /URI="([^"]+)"/.exec(line)?.[1] ?? null;
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (!line.startsWith('#')) {
      if (pending === null || !(pending > 0)) throw new Error(`segment ${line} has no duration`);
      segments.push({ uri: line, duration: pending });
      pending = null;
    }
  }
  if (!init) throw new Error('the media playlist has no EXT-X-MAP');
  if (segments.length === 0) throw new Error('the media playlist has no segments');
  // RFC 8216 §4.3.3.1: every EXTINF, rounded to the nearest integer, is at most the target.
  const longest = Math.max(...segments.map((s) => s.duration));
  return { init, segments, targetDuration: Math.max(targetDuration, Math.round(longest)) };
}

export async function readSampleAsset(mediaDir: string, asset: string): Promise<SampleAsset> {
  const master = await readFile(join(mediaDir, asset, 'master.m3u8'), 'utf8');
  const renditions = new Map<string, SampleRendition>();
  for (const name of mediaPlaylistsOf(master)) {
    if (!/^media_\d{1,2}\.m3u8$/.test(name)) throw new Error(`unexpected playlist name ${name} in ${asset}/master.m3u8`);
    renditions.set(name, parseMediaPlaylist(await readFile(join(mediaDir, asset, name), 'utf8')));
  }
  const all = [...renditions.values()];
  const grid = all.reduce<SampleRendition | undefined>(
    (longest, r) => (!longest || loopSeconds(r) > loopSeconds(longest) ? r : longest),
    undefined,
  );
  if (!grid) throw new Error(`${asset}/master.m3u8 names no media playlists`);
  if (all.some((r) => r.segments.length !== grid.segments.length)) throw new Error(`the renditions of ${asset} differ in segment count`);
  return { master, renditions, grid };
}
