import { useCallback, useEffect, useRef } from "react";
import { PLAY_ID_KEY } from "@/lib/shared/storage-keys";
import { claimPlayback, currentPlayId, isTakenOver } from "./play-lock";

export const PLAY_LOCK_CHECK_MS = 5000;

/**
 * `claim()` on play; afterwards another tab that starts a different video (storage event,
 * or the 5 s check for browsers that miss the event) makes `onTakenOver` run once.
 */
export function useSinglePlayback(videoId: number, onTakenOver: () => void): { claim: () => void } {
  const claimed = useRef(false);
  const callback = useRef(onTakenOver);
  useEffect(() => {
    callback.current = onTakenOver;
  });

  useEffect(() => {
    const check = (playId: string | null) => {
      if (!claimed.current || !isTakenOver(videoId, playId)) return;
      claimed.current = false;
      callback.current();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === PLAY_ID_KEY) check(event.newValue);
    };
    window.addEventListener("storage", onStorage);
    const timer = setInterval(() => check(currentPlayId()), PLAY_LOCK_CHECK_MS);
    return () => {
      window.removeEventListener("storage", onStorage);
      clearInterval(timer);
    };
  }, [videoId]);

  const claim = useCallback(() => {
    claimed.current = true;
    claimPlayback(videoId);
  }, [videoId]);

  return { claim };
}
