import { useEffect, useState } from "react";
import { bindSocialiteWithCode, queryWechatScan, requestWechatQr } from "@/lib/api/social-auth";

export const WECHAT_BIND_POLL_MS = 3000;

export type WechatBindState =
  { phase: "loading" } | { phase: "scan"; url: string } | { phase: "done" } | { phase: "failed"; message: string };

/** The bind QR (action=bind), polled every 3 s while mounted; a scan binds with the code. */
export function useWechatBindQr(onBound: () => void): WechatBindState {
  const [state, setState] = useState<WechatBindState>({ phase: "loading" });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: unknown) => {
      if (!stopped)
        setState({ phase: "failed", message: error instanceof Error ? error.message : "绑定失败，请稍后再试" });
    };
    const poll = (key: string) => {
      timer = setTimeout(() => {
        queryWechatScan(key)
          .then(async (code) => {
            if (stopped) return;
            if (code === "0") return poll(key);
            await bindSocialiteWithCode(code);
            if (stopped) return;
            setState({ phase: "done" });
            onBound();
          })
          .catch(fail);
      }, WECHAT_BIND_POLL_MS);
    };
    requestWechatQr("bind")
      .then((session) => {
        if (stopped) return;
        setState({ phase: "scan", url: session.url });
        poll(session.key);
      })
      .catch(fail);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The QR session belongs to this mount; onBound changing must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
