import { useEffect, useRef, type RefObject } from "react";
import type { PlayUrl } from "@/lib/api/video-types";

export const HLS_MIME = "application/vnd.apple.mpegurl";

export function isHlsSource(source: Pick<PlayUrl, "url" | "format">): boolean {
  return source.format === "m3u8" || /\.m3u8(?:[?#]|$)/i.test(source.url);
}

/**
 * Puts `source` on the video element: MP4 (and HLS where the browser plays it natively,
 * e.g. Safari) through `src`; other HLS through hls.js, loaded only when needed.
 * `attachKey` forces a fresh attach of the same URL. `source: null` detaches.
 */
export function useMediaSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: PlayUrl | null,
  attachKey: number,
  onFatal: () => void,
): void {
  const fatal = useRef(onFatal);
  useEffect(() => {
    fatal.current = onFatal;
  });
  const url = source?.url ?? null;
  const hls = source ? isHlsSource(source) : false;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const fail = () => {
      if (!cancelled) fatal.current();
    };

    if (hls && !video.canPlayType(HLS_MIME)) {
      import("hls.js")
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return fail();
          // No worker: the site's CSP does not allow blob: workers, and one stream needs none.
          const player = new Hls({ enableWorker: false });
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          player.loadSource(url);
          player.attachMedia(video);
          destroy = () => player.destroy();
        })
        .catch(fail);
    } else {
      video.src = url;
      video.load();
    }

    return () => {
      cancelled = true;
      if (destroy) destroy();
      video.removeAttribute("src");
      video.load();
    };
  }, [videoRef, url, hls, attachKey]);
}
