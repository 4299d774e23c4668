"use client";

import { useEffect, type RefObject } from "react";
import { reportProgress, reportProgressOnLeave } from "@/lib/api/video";
import { createProgressScheduler, type ProgressReason } from "./progress-scheduler";

const LEAVING: ReadonlySet<ProgressReason> = new Set(["hidden", "pagehide", "dispose"]);

/** Wires the progress scheduler to the video element and to page visibility. */
export function useProgressReporting(videoRef: RefObject<HTMLVideoElement | null>, videoId: number): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const scheduler = createProgressScheduler({
      getPosition: () => video.currentTime,
      report: (seconds, reason) => {
        if (LEAVING.has(reason)) reportProgressOnLeave(videoId, seconds);
        else reportProgress(videoId, seconds).catch(() => undefined);
      },
    });
    const onPlay = () => scheduler.play();
    const onPause = () => scheduler.pause();
    const onEnded = () => scheduler.ended();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") scheduler.leave("hidden");
    };
    const onPageHide = () => scheduler.leave("pagehide");

    video.addEventListener("playing", onPlay);
    video.addEventListener("pause", onPause);
    video.addEventListener("ended", onEnded);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      video.removeEventListener("playing", onPlay);
      video.removeEventListener("pause", onPause);
      video.removeEventListener("ended", onEnded);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      scheduler.dispose();
    };
  }, [videoRef, videoId]);
}
