import { useCallback, useEffect, useRef } from "react";

/**
 * A click that must know who is asking (and whatever else its action reads): before `ready` it
 * is held, and runs once `ready` turns true, with that render's `run`. So a member's click during
 * the session's loading acts for the member instead of offering them the login dialog.
 */
export function useWhenReady<T = void>(ready: boolean, run: (arg: T) => void): (arg: T) => void {
  const latestRun = useRef(run);
  const held = useRef<{ arg: T } | null>(null);

  useEffect(() => {
    latestRun.current = run;
  });

  useEffect(() => {
    const click = held.current;
    if (!ready || !click) return;
    held.current = null;
    latestRun.current(click.arg);
  }, [ready]);

  return useCallback(
    (arg: T) => {
      if (ready) latestRun.current(arg);
      else held.current = { arg }; // the last click wins
    },
    [ready],
  );
}
