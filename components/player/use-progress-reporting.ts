import { useEffect, type RefObject } from "react";
import { reportProgress, reportProgressOnLeave } from "@/lib/api/video";
import { createWatchedReach } from "./watched-reach";
import { createProgressScheduler, type ProgressReason } from "./progress-scheduler";

const LEAVING: ReadonlySet<ProgressReason> = new Set(["hidden", "pagehide", "dispose"]);

/**
 * Wires the progress heartbeat to the video element and to page visibility. It reports how far the
 * lesson has been watched (watched-reach.ts), starting from `watchedSeconds` (what the backend had
 * when the page loaded, also where playback resumes): the position the next visit resumes from,
 * never a point the member skipped to or has not reached.
 */
export function useProgressReporting(
  videoRef: RefObject<HTMLVideoElement | null>,
  videoId: number,
  watchedSeconds: number,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const reach = createWatchedReach(watchedSeconds);
    const observe = () => {
      if (!video.seeking) reach.observe(video.currentTime);
    };
    const scheduler = createProgressScheduler({
      getSeconds: () => {
        observe();
        // Media positions land a hair under whole seconds (29.999…), which would floor one short.
        return Math.round(reach.seconds() * 1000) / 1000;
      },
      report: (seconds, reason) => {
        if (LEAVING.has(reason)) reportProgressOnLeave(videoId, seconds);
        // A lost report costs nothing: the next one sends the whole reach again.
        else reportProgress(videoId, seconds).catch(() => undefined);
      },
    });
    const onPlay = () => {
      observe(); // where this stretch of playing starts
      scheduler.play();
    };
    const onPause = () => scheduler.pause();
    const onEnded = () => scheduler.ended();
    const onInterrupt = () => reach.interrupt();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") scheduler.leave("hidden");
    };
    const onPageHide = () => scheduler.leave("pagehide");

    // One signal ends every listener when the lesson changes or the player goes.
    const listening = new AbortController();
    const on = (target: EventTarget, type: string, listener: () => void) =>
      target.addEventListener(type, listener, { signal: listening.signal });
    on(video, "timeupdate", observe);
    on(video, "seeking", onInterrupt);
    on(video, "seeked", observe);
    on(video, "emptied", onInterrupt);
    on(video, "playing", onPlay);
    on(video, "pause", onPause);
    on(video, "ended", onEnded);
    on(document, "visibilitychange", onVisibility);
    on(window, "pagehide", onPageHide);
    return () => {
      listening.abort();
      scheduler.dispose();
    };
  }, [videoRef, videoId, watchedSeconds]);
}
