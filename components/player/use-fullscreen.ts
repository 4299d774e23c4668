import { useCallback, useEffect, useState, type RefObject } from "react";

export interface Fullscreen {
  active: boolean;
  /** The browser cannot put an element in fullscreen (iPhone Safari): the frame covers the viewport instead. */
  emulated: boolean;
  toggle: () => void;
}

/**
 * Fullscreen on the player frame, not on the <video>: the watermark and the overlays
 * live in the frame, and a fullscreen <video> would show neither. If the browser still
 * puts the video itself in fullscreen (e.g. a double click), it is moved to the frame.
 * iPhone Safari offers fullscreen to <video> alone, which would drop the watermark and hand
 * seeking to the system player, so there the frame is laid over the whole viewport instead.
 */
export function useFullscreen(
  frameRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
): Fullscreen {
  const [active, setActive] = useState(false);
  const [emulated, setEmulated] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const element = document.fullscreenElement;
      setActive(element !== null && element === frameRef.current);
      if (element && element === videoRef.current) {
        document
          .exitFullscreen()
          .then(() => frameRef.current?.requestFullscreen())
          .catch(() => undefined); // the browser refused: the video keeps its own fullscreen
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [frameRef, videoRef]);

  useEffect(() => {
    if (!emulated) return;
    const leaveOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setEmulated(false);
    };
    document.addEventListener("keydown", leaveOnEscape);
    return () => document.removeEventListener("keydown", leaveOnEscape);
  }, [emulated]);

  const toggle = useCallback(() => {
    const frame = frameRef.current;
    if (emulated || (frame && typeof frame.requestFullscreen !== "function")) {
      setEmulated((value) => !value);
      return;
    }
    // A refusal (no user gesture, a policy) leaves the page as it was: nothing to report.
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else frame?.requestFullscreen().catch(() => undefined);
  }, [frameRef, emulated]);

  return { active: active || emulated, emulated, toggle };
}
