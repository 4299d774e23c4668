import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Fullscreen on the player frame, not on the <video>: the watermark and the overlays
 * live in the frame, and a fullscreen <video> would show neither. If the browser still
 * puts the video itself in fullscreen (e.g. a double click), it is moved to the frame.
 */
export function useFullscreen(
  frameRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);

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

  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the page as it was: nothing to report.
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else frameRef.current?.requestFullscreen().catch(() => undefined);
  }, [frameRef]);

  return { active, toggle };
}
