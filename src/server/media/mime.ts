// Content types and cache lifetimes for the files the media routes serve, by extension. Which
// extensions are served at all is the contract's list (contracts/paths.ts), so the media
// operation's schema refuses anything else; the Record type makes this table cover that list.
import { mediaExtensionOf, type MediaExtension } from '../../contracts/paths.ts';

type FileKind = { type: string; cacheControl: string };

// Segments and init segments never change for a given name while the sample media stands;
// a week keeps players and the service worker from refetching them. Not `immutable`: the
// names carry no content hash, and regenerating the media reuses them.
const SEGMENT_CACHE = 'public, max-age=604800';
// Playlists are re-read by players (and would change first if the media were regenerated),
// so they stay short and are revalidated cheaply with the ETag.
const PLAYLIST_CACHE = 'public, max-age=30';

const kinds: Record<MediaExtension, FileKind> = {
  m3u8: { type: 'application/vnd.apple.mpegurl', cacheControl: PLAYLIST_CACHE },
  mpd: { type: 'application/dash+xml', cacheControl: PLAYLIST_CACHE },
  m4s: { type: 'video/iso.segment', cacheControl: SEGMENT_CACHE },
  mp4: { type: 'video/mp4', cacheControl: SEGMENT_CACHE },
  m4a: { type: 'audio/mp4', cacheControl: SEGMENT_CACHE },
  m4v: { type: 'video/mp4', cacheControl: SEGMENT_CACHE },
  vtt: { type: 'text/vtt; charset=utf-8', cacheControl: PLAYLIST_CACHE },
};

export function mediaFileKind(fileName: string): FileKind | null {
  const ext = mediaExtensionOf(fileName);
  return ext ? kinds[ext] : null;
}
