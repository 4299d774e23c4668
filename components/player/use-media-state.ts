import { useCallback, useRef, useSyncExternalStore, type RefObject } from "react";

export interface MediaState {
  paused: boolean;
  /** The playback position, seconds. */
  time: number;
  /** The media's length, or NaN until it is known. */
  duration: number;
  volume: number;
  muted: boolean;
}

const EVENTS = [
  "play",
  "pause",
  "ended",
  "timeupdate",
  "seeking",
  "seeked",
  "durationchange",
  "loadedmetadata",
  "volumechange",
  "emptied",
] as const;

const INITIAL: MediaState = { paused: true, time: 0, duration: Number.NaN, volume: 1, muted: false };

const sameState = (a: MediaState, b: MediaState) =>
  a.paused === b.paused &&
  a.time === b.time &&
  Object.is(a.duration, b.duration) &&
  a.volume === b.volume &&
  a.muted === b.muted;

/**
 * The element's state for the player's own controls, re-read on its media events. Reading it back
 * from the element (not from what the controls asked for) keeps the controls honest when a rule
 * (ban_drag, trial end, one tab) or the browser changes playback.
 */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const last = useRef(INITIAL);

  const subscribe = useCallback(
    (notify: () => void) => {
      const video = videoRef.current;
      if (!video) return () => undefined;
      for (const type of EVENTS) video.addEventListener(type, notify);
      return () => {
        for (const type of EVENTS) video.removeEventListener(type, notify);
      };
    },
    [videoRef],
  );

  const getSnapshot = useCallback(() => {
    const video = videoRef.current;
    if (!video) return last.current;
    const next: MediaState = {
      paused: video.paused,
      time: video.currentTime,
      duration: video.duration,
      volume: video.volume,
      muted: video.muted,
    };
    // useSyncExternalStore needs the same object back while nothing changed.
    if (!sameState(last.current, next)) last.current = next;
    return last.current;
  }, [videoRef]);

  return useSyncExternalStore(subscribe, getSnapshot, () => INITIAL);
}
