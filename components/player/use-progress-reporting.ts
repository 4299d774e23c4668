import { useEffect, type RefObject } from "react";
import { reportProgress, reportProgressOnLeave } from "@/lib/api/video";
import { readWatchMemory, saveWatchMemory } from "@/lib/browser/watch-memory";
import { createWatchedCoverage } from "./watched-coverage";
import { watchedReport } from "./watched-report";
import { createProgressScheduler, type ProgressReason } from "./progress-scheduler";

const LEAVING: ReadonlySet<ProgressReason> = new Set(["hidden", "pagehide", "dispose"]);

export interface ProgressReportingOptions {
  videoId: number;
  /** The lesson's length as MeEdu knows it. */
  lessonSeconds: number;
  /** What MeEdu had for the lesson when the page loaded. */
  watchedSeconds: number;
  /** The signed-in member (null while the session loads): whose stretches this browser keeps. */
  memberId: number | null;
}

/**
 * Wires the progress heartbeat to the video element and to page visibility. It reports where the
 * member stopped, and the lesson's length once the seconds really played cover 90 % of it
 * (watched-report.ts); the stretches played and the stop point stay in this browser for the next
 * visit (lib/browser/watch-memory.ts).
 */
export function useProgressReporting(
  videoRef: RefObject<HTMLVideoElement | null>,
  { videoId, lessonSeconds, watchedSeconds, memberId }: ProgressReportingOptions,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const memory = memberId === null ? null : readWatchMemory(memberId, videoId);
    const coverage = createWatchedCoverage(memory?.stretches);
    let backendSeconds = Math.max(watchedSeconds, memory?.backendSeconds ?? 0);
    const remember = () => {
      const position = coverage.position();
      if (memberId === null || position === null) return;
      saveWatchMemory(memberId, videoId, { stretches: coverage.stretches(), position, backendSeconds });
    };
    const observe = () => {
      if (!video.seeking) coverage.observe(video.currentTime);
    };
    const scheduler = createProgressScheduler({
      getSeconds: () => {
        observe();
        remember();
        return watchedReport({
          coveredSeconds: coverage.coveredSeconds(),
          position: coverage.position(),
          lessonSeconds,
          mediaSeconds: video.duration,
        });
      },
      report: (seconds, reason) => {
        // MeEdu keeps the biggest number it was sent.
        backendSeconds = Math.max(backendSeconds, seconds);
        remember();
        if (LEAVING.has(reason)) reportProgressOnLeave(videoId, seconds);
        // A lost report costs little: the next one sends the whole state again.
        else reportProgress(videoId, seconds).catch(() => undefined);
      },
    });
    const onPlay = () => {
      observe(); // where this stretch of playing starts
      scheduler.play();
    };
    const onPause = () => scheduler.pause();
    const onEnded = () => scheduler.ended();
    const onInterrupt = () => coverage.interrupt();
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
  }, [videoRef, videoId, lessonSeconds, watchedSeconds, memberId]);
}
