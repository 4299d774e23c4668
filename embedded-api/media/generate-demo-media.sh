#!/usr/bin/env bash
# Regenerates the embedded API's demo lesson media (committed outputs, ~1.5 MB in total):
#   demo/demo.mp4                   30 s, 640x360, H.264 main + AAC mono, faststart
#   demo/hls/index.m3u8             master playlist -> 360/index.m3u8 and 240/index.m3u8 (6 s fMP4 segments:
#                                   .m4s rather than MPEG-TS, whose .ts names the TypeScript tooling would pick up)
# and the course attachments in attach/. Needs ffmpeg (Debian: apt-get install -y ffmpeg) and Node.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="$here/demo"
seconds=30
fps=15

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/hls/360" "$out/hls/240"

# Test pattern with a running clock (testsrc2) and a 440 Hz tone.
source_args=(
  -f lavfi -i "testsrc2=size=640x360:rate=${fps}:duration=${seconds}"
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=${seconds}"
)
quiet=(-hide_banner -loglevel error -y)
x264=(-c:v libx264 -profile:v main -preset veryslow -pix_fmt yuv420p -g $((fps * 2)) -keyint_min $((fps * 2)) -sc_threshold 0)
audio=(-c:a aac -b:a 32k -ac 1)

ffmpeg "${quiet[@]}" "${source_args[@]}" "${x264[@]}" -b:v 100k -maxrate 140k -bufsize 280k "${audio[@]}" \
  -movflags +faststart -shortest "$out/demo.mp4"

# HLS renditions: keyframes every 2 s so 6 s segments cut cleanly.
hls_variant() { # height width video-kbps
  local height=$1 width=$2 kbps=$3
  ffmpeg "${quiet[@]}" "${source_args[@]}" "${x264[@]}" -vf "scale=${width}:${height}" \
    -b:v "${kbps}k" -maxrate "$((kbps * 14 / 10))k" -bufsize "$((kbps * 28 / 10))k" "${audio[@]}" -shortest \
    -f hls -hls_time 6 -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$out/hls/$height/seg-%02d.m4s" "$out/hls/$height/index.m3u8"
}
hls_variant 360 640 90
hls_variant 240 426 50

cat > "$out/hls/index.m3u8" <<'M3U8'
#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=150000,AVERAGE-BANDWIDTH=130000,RESOLUTION=640x360,CODECS="avc1.4d401f,mp4a.40.2"
360/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=110000,AVERAGE-BANDWIDTH=88000,RESOLUTION=426x240,CODECS="avc1.4d4016,mp4a.40.2"
240/index.m3u8
M3U8

(cd "$here/../.." && npx --no-install tsx embedded-api/media/generate-attachments.ts)

du -sh "$out" "$here/attach"
