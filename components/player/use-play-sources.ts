import { useCallback, useRef, useState, type RefObject } from "react";
import { fetchPlayUrls } from "@/lib/api/video";
import type { PlayUrl } from "@/lib/api/video-types";
import { useSystemStore } from "@/lib/stores/store-provider";

export type SourceStatus = "ok" | "loading" | "error";

interface PendingSeek {
  time: number;
  play: boolean;
}

/**
 * The play URLs, the chosen quality and load failures. URLs are signed per request and
 * expire, so the first failure fetches fresh ones (once) before showing an error.
 */
export function usePlaySources(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: { videoId: number; isTry: boolean; initialUrls: PlayUrl[]; failed: boolean },
) {
  const { videoId, isTry } = options;
  // Fresh play URLs may be relative paths like the first ones (lib/api/normalize.ts absoluteUrl).
  const assetOrigin = useSystemStore((state) => state.config?.url ?? "");
  const [urls, setUrls] = useState(options.initialUrls);
  const [quality, setQuality] = useState(0);
  const [attachKey, setAttachKey] = useState(0);
  const [status, setStatus] = useState<SourceStatus>(
    options.failed || options.initialUrls.length === 0 ? "error" : "ok",
  );
  const pendingSeek = useRef<PendingSeek | null>(null);
  const refreshed = useRef(false);
  // The element and hls.js may both report the same failure; one reload is enough.
  const reloading = useRef(false);

  const snapshot = (): PendingSeek => {
    const video = videoRef.current;
    return { time: video?.currentTime ?? 0, play: video ? !video.paused && !video.ended : false };
  };

  const reload = useCallback(
    async (resumeAt: PendingSeek) => {
      reloading.current = true;
      setStatus("loading");
      try {
        const fresh = await fetchPlayUrls(videoId, isTry, assetOrigin);
        if (fresh.length === 0) throw new Error("no urls");
        pendingSeek.current = resumeAt;
        setUrls(fresh);
        setQuality((index) => (index < fresh.length ? index : 0));
        setAttachKey((key) => key + 1);
        setStatus("ok");
      } catch {
        setStatus("error");
      } finally {
        reloading.current = false;
      }
    },
    [videoId, isTry, assetOrigin],
  );

  const onFatal = () => {
    if (status !== "ok" || reloading.current) return;
    if (refreshed.current) {
      setStatus("error");
      return;
    }
    refreshed.current = true;
    void reload(snapshot());
  };

  const retry = () => {
    refreshed.current = true;
    void reload(pendingSeek.current ?? snapshot());
  };

  const changeQuality = (index: number) => {
    pendingSeek.current = snapshot();
    setQuality(index);
  };

  const takePendingSeek = () => {
    const pending = pendingSeek.current;
    pendingSeek.current = null;
    return pending;
  };

  /** Playback works again: a later expiry may refresh the URLs once more. */
  const markHealthy = () => {
    refreshed.current = false;
  };

  return {
    urls,
    source: status === "error" ? null : (urls[quality] ?? urls[0] ?? null),
    quality,
    attachKey,
    status,
    onFatal,
    retry,
    changeQuality,
    takePendingSeek,
    markHealthy,
  };
}
