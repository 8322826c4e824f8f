#!/usr/bin/env bash
# Makes the sample stream in media/sample/ from ffmpeg's synthetic sources (no downloads).
#
# One encode, one packaging pass: the dash muxer writes CMAF fragmented MP4 segments once and
# describes them twice, as DASH (manifest.mpd) and as HLS (master.m3u8 + media_N.m3u8), so
# both protocols play the very same bytes.
#
# Layout written (RepresentationID 0 = 240p, 1 = 480p, 2 = audio):
#   init-{0,1,2}.m4s            initialisation segments
#   chunk-{0,1,2}-NNNNN.m4s     4 s media segments
#   manifest.mpd                DASH, static, SegmentTemplate + SegmentTimeline
#   master.m3u8, media_N.m3u8   HLS, version 7, EXT-X-MAP to the same init segments
#
# Safe to run again: it builds in a scratch folder and swaps the result in at the end.
# Output is stable across runs on the same ffmpeg build (bit-exact flags, one encoder thread).
set -euo pipefail

FFMPEG="${FFMPEG:-ffmpeg}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/media/sample"
DURATION=24      # seconds: six segments
SEGMENT=4        # seconds per segment
# AAC frames (1024 samples) do not divide 4 s at 48 kHz, so audio segments end a little off
# the video's; stopping the tone 0.1 s early keeps it at six segments instead of six plus a
# 64 ms sliver.
AUDIO_DURATION=23.9
FPS=24
GOP=$((FPS * SEGMENT))   # one closed GOP per segment so every segment starts on a keyframe

command -v "$FFMPEG" >/dev/null || { echo "ffmpeg not found (set FFMPEG=/path/to/ffmpeg)" >&2; exit 1; }

WORK="$(mktemp -d "$ROOT/media/.sample-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# Video: testsrc2 at 854x480 split into two renditions. Audio: a quiet 440 Hz tone that
# beeps once a second, so a stalled or looping player is audible.
"$FFMPEG" -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=854x480:rate=${FPS}:duration=${DURATION}" \
  -f lavfi -i "sine=frequency=440:beep_factor=2:sample_rate=48000:duration=${AUDIO_DURATION}" \
  -filter_complex "[0:v]format=yuv420p,split=2[v0in][v1in];[v0in]scale=426:240:flags=bicubic[v0];[v1in]null[v1];[1:a]volume=0.25,aformat=channel_layouts=stereo[a0]" \
  -map "[v0]" -map "[v1]" -map "[a0]" \
  -c:v libx264 -preset medium -profile:v main -threads 1 \
  -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -bf 2 \
  -x264-params "open_gop=0:nal-hrd=none" \
  -b:v:0 240k -maxrate:v:0 300k -bufsize:v:0 600k \
  -b:v:1 600k -maxrate:v:1 750k -bufsize:v:1 1500k \
  -c:a aac -b:a 64k -ac 2 \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
  -f dash \
  -seg_duration "$SEGMENT" -use_template 1 -use_timeline 1 \
  -adaptation_sets "id=0,streams=v id=1,streams=a" \
  -init_seg_name 'init-$RepresentationID$.m4s' \
  -media_seg_name 'chunk-$RepresentationID$-$Number%05d$.m4s' \
  -hls_playlist 1 -hls_master_name master.m3u8 \
  "$WORK/manifest.mpd"

# The muxer stamps wall-clock PROGRAM-DATE-TIME tags into VOD playlists; drop them so runs
# are reproducible, and say what the stream is: VOD, every segment starts on a keyframe.
for playlist in "$WORK"/media_*.m3u8; do
  grep -v '^#EXT-X-PROGRAM-DATE-TIME' "$playlist" \
    | sed 's/^#EXT-X-TARGETDURATION:\(.*\)$/#EXT-X-TARGETDURATION:\1\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS/' \
    >"$playlist.tmp"
  mv "$playlist.tmp" "$playlist"
done
sed 's/^#EXT-X-VERSION:\(.*\)$/#EXT-X-VERSION:\1\n#EXT-X-INDEPENDENT-SEGMENTS/' "$WORK/master.m3u8" >"$WORK/master.m3u8.tmp"
mv "$WORK/master.m3u8.tmp" "$WORK/master.m3u8"

# Sanity: every file the HLS playlists name must exist (the MPD names the same files by template).
for playlist in "$WORK"/master.m3u8 "$WORK"/media_*.m3u8; do
  grep -v '^#' "$playlist" | grep -v '^$' | while read -r ref; do
    [[ -f "$WORK/$ref" ]] || { echo "missing $ref referenced by $(basename "$playlist")" >&2; exit 1; }
  done
  grep -o 'URI="[^"]*"' "$playlist" | sed 's/URI="\(.*\)"/\1/' | while read -r ref; do
    [[ -f "$WORK/$ref" ]] || { echo "missing $ref referenced by $(basename "$playlist")" >&2; exit 1; }
  done
done

rm -rf "$OUT"
mkdir -p "$(dirname "$OUT")"
mv "$WORK" "$OUT"
chmod 755 "$OUT"
trap - EXIT

echo "media/sample:"
(cd "$OUT" && ls -l | awk 'NR > 1 { printf "  %8d  %s\n", $5, $9 }')
echo "total: $(du -sh "$OUT" | cut -f1) ($(cat "$OUT"/* | wc -c) bytes)"
