import { useCallback, useEffect, useReducer, useRef } from "react";

/** Seconds before another SMS code can be requested. */
export const SMS_COUNTDOWN_SECONDS = 120;

export type SmsPhase = "ready" | "sending" | "counting";

interface CountdownState {
  phase: SmsPhase;
  seconds: number;
}

type CountdownAction = "send" | "sent" | "tick" | "reset";

const READY: CountdownState = { phase: "ready", seconds: 0 };

function reduce(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action) {
    case "send":
      return state.phase === "ready" ? { phase: "sending", seconds: 0 } : state;
    case "sent":
      return { phase: "counting", seconds: SMS_COUNTDOWN_SECONDS };
    case "tick":
      if (state.phase !== "counting") return state;
      return state.seconds <= 1 ? READY : { phase: "counting", seconds: state.seconds - 1 };
    case "reset":
      return READY;
  }
}

export interface SmsCountdown {
  phase: SmsPhase;
  /** Seconds left while counting, 0 otherwise. */
  seconds: number;
  /** Enters "sending" and returns true, or returns false when sending or counting already. */
  tryBegin(): boolean;
  /** The code was sent: count down from SMS_COUNTDOWN_SECONDS. */
  markSent(): void;
  reset(): void;
}

// ready → sending → counting (120 … 1) → ready. One tick per 1000 ms interval,
// counted rather than derived from Date, so fake clocks drive it exactly.
export function useSmsCountdown(): SmsCountdown {
  const [state, dispatch] = useReducer(reduce, READY);
  const phaseRef = useRef<SmsPhase>("ready");

  useEffect(() => {
    phaseRef.current = state.phase;
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== "counting") return;
    const timer = setInterval(() => dispatch("tick"), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  const tryBegin = useCallback(() => {
    if (phaseRef.current !== "ready") return false;
    phaseRef.current = "sending";
    dispatch("send");
    return true;
  }, []);

  const markSent = useCallback(() => {
    phaseRef.current = "counting";
    dispatch("sent");
  }, []);

  const reset = useCallback(() => {
    phaseRef.current = "ready";
    dispatch("reset");
  }, []);

  return { phase: state.phase, seconds: state.seconds, tryBegin, markSent, reset };
}
