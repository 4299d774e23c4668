import { useCallback, useEffect, useRef, useState } from "react";
import { exchangeLoginCode, queryWechatScan, requestWechatQr } from "@/lib/api/social-auth";
import type { WechatQrSession } from "@/lib/api/social-auth-types";
import { getMsv } from "@/lib/browser/auth-storage";
import { qrLifetimeSeconds, secondsLeft } from "./qr-countdown";
import { reportUnexpectedError } from "./report-error";

/** The scan result is polled once a second. */
export const QR_POLL_INTERVAL_MS = 1000;

export type WechatQrState =
  | { phase: "loading" }
  | { phase: "active"; session: WechatQrSession; deadlineMs: number }
  | { phase: "exchanging"; session: WechatQrSession }
  | { phase: "expired"; session?: WechatQrSession };

export interface WechatQrHandlers {
  /** The scan logged someone in; resolves false when the login could not be finished. */
  onSignedIn(): Promise<boolean>;
  /** A first-time WeChat user must bind a mobile with this login_code. */
  onBindMobile(code: string): void;
}

/**
 * The QR login session of the WeChat dialog: fetch a QR, poll every second until the
 * code changes or the QR expires, then exchange the code. All timers stop on unmount, so closing
 * the dialog (which unmounts its body) stops polling.
 */
export function useWechatQr({ onSignedIn, onBindMobile }: WechatQrHandlers) {
  const [state, setState] = useState<WechatQrState>({ phase: "loading" });
  const [now, setNow] = useState(() => Date.now());
  // Bumped on refresh and unmount, so answers to an older QR are ignored.
  const generation = useRef(0);
  const handlers = useRef({ onSignedIn, onBindMobile });
  useEffect(() => {
    handlers.current = { onSignedIn, onBindMobile };
  }, [onSignedIn, onBindMobile]);

  // Requests a QR; answers to an older request (after a refresh or unmount) are ignored.
  const fetchQr = useCallback(() => {
    const id = ++generation.current;
    requestWechatQr("login").then(
      (session) => {
        if (id !== generation.current) return;
        const start = Date.now();
        setNow(start);
        setState({ phase: "active", session, deadlineMs: start + qrLifetimeSeconds(session.expire, start) * 1000 });
      },
      (error: unknown) => {
        if (id !== generation.current) return;
        reportUnexpectedError(error);
        setState({ phase: "expired" });
      },
    );
  }, []);
  const invalidate = useCallback(() => {
    generation.current++;
  }, []);

  const refresh = useCallback(() => {
    setState({ phase: "loading" });
    fetchQr();
  }, [fetchQr]);

  useEffect(() => {
    fetchQr();
    return invalidate;
  }, [fetchQr, invalidate]);

  const exchange = useCallback(async (id: number, session: WechatQrSession, code: string) => {
    setState({ phase: "exchanging", session });
    try {
      const result = await exchangeLoginCode({ code, msv: getMsv() });
      if (id !== generation.current) return;
      if (result.kind === "bind-mobile") {
        handlers.current.onBindMobile(result.code);
        return;
      }
      if (await handlers.current.onSignedIn()) return;
    } catch (error) {
      reportUnexpectedError(error);
    }
    // A failed exchange shows the expired QR, whose refresh starts over.
    if (id === generation.current) setState({ phase: "expired", session });
  }, []);

  useEffect(() => {
    if (state.phase !== "active") return;
    const { session, deadlineMs } = state;
    const id = generation.current;
    let polling = false;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadlineMs) {
        stop();
        setState({ phase: "expired", session });
        return;
      }
      if (polling) return;
      polling = true;
      queryWechatScan(session.key).then(
        (code) => {
          polling = false;
          if (stopped || id !== generation.current || code === "0") return;
          stop();
          void exchange(id, session, code);
        },
        () => {
          polling = false;
          if (stopped || id !== generation.current) return;
          stop();
          setState({ phase: "expired", session });
        },
      );
    }, QR_POLL_INTERVAL_MS);
    return stop;
  }, [state, exchange]);

  const remaining = state.phase === "active" ? secondsLeft(state.deadlineMs, now) : 0;
  return { state, remaining, refresh };
}
