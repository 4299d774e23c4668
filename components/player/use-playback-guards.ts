import { useCallback, useEffect, useRef, type RefObject } from "react";
import { createSeekGuard, trialReached, type SeekGuard } from "./playback-rules";

interface GuardOptions {
  /** ban_drag: no forward seeking past the furthest watched point, speed 1x only. */
  banDrag: boolean;
  /** The point already watched (saved progress); seeking up to it is allowed. */
  watchedSeconds: number;
  /** Trial length in seconds, 0 when the member may watch everything. */
  trialSeconds: number;
  onTrialEnd: () => void;
}

/**
 * Enforces ban_drag and the trial end on the element, whatever moved it. Returns how far forward
 * the player's own controls may seek: the furthest point watched under ban_drag, otherwise Infinity.
 */
export function usePlaybackGuards(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: GuardOptions,
): { forwardLimit: () => number } {
  const { banDrag, watchedSeconds, trialSeconds } = options;
  const activeGuard = useRef<SeekGuard | null>(null);
  const onTrialEnd = useRef(options.onTrialEnd);
  useEffect(() => {
    onTrialEnd.current = options.onTrialEnd;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const guard = createSeekGuard(watchedSeconds);
    activeGuard.current = banDrag ? guard : null;

    const enforceTrial = () => {
      if (!trialReached(video.currentTime, trialSeconds)) return false;
      video.pause();
      if (video.currentTime > trialSeconds + 0.5) video.currentTime = trialSeconds;
      onTrialEnd.current();
      return true;
    };
    const onTimeUpdate = () => {
      if (enforceTrial()) return;
      if (banDrag && !video.seeking) guard.observe(video.currentTime);
    };
    const onSeeking = () => {
      if (enforceTrial() || !banDrag) return;
      const snapTo = guard.resolveSeek(video.currentTime);
      if (snapTo !== null) video.currentTime = snapTo;
    };
    const onRateChange = () => {
      if (banDrag && video.playbackRate !== 1) video.playbackRate = 1;
    };

    video.addEventListener("timeupdate", onTimeUpdate);
    video.addEventListener("seeking", onSeeking);
    video.addEventListener("ratechange", onRateChange);
    return () => {
      video.removeEventListener("timeupdate", onTimeUpdate);
      video.removeEventListener("seeking", onSeeking);
      video.removeEventListener("ratechange", onRateChange);
      activeGuard.current = null;
    };
  }, [videoRef, banDrag, watchedSeconds, trialSeconds]);

  const forwardLimit = useCallback(() => activeGuard.current?.furthest() ?? Number.POSITIVE_INFINITY, []);
  return { forwardLimit };
}
