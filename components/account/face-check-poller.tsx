"use client";

import { useEffect, useRef, useState } from "react";
import { assignLocation } from "@/components/auth/browser-navigation";
import { toast } from "@/components/ui/toast-store";
import { checkFaceVerify } from "@/lib/api/account-checks";
import { isApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { setFaceCheckPending } from "@/lib/browser/auth-storage";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";

export const FACE_POLL_INTERVAL_MS = 2500;
/** Time for 实名认证成功 to be read before the full-page move on (like the logout delay). */
export const CONTINUE_DELAY_MS = 500;

export interface FaceCheckPollerProps {
  ruleId: string;
  bizToken: string;
  redirectTo: string;
}

/** Polls the verification quietly until it passes, then clears the flag, reloads the member and goes on. */
export function FaceCheckPoller({ ruleId, bizToken, redirectTo }: FaceCheckPollerProps) {
  const config = useSystemStore((state) => state.config);
  const loginAction = useUserStore((state) => state.loginAction);
  const [status, setStatus] = useState<"waiting" | "verified" | "failed">("waiting");
  const [problem, setProblem] = useState("");
  const latest = useRef({ config, loginAction, redirectTo });
  useEffect(() => {
    latest.current = { config, loginAction, redirectTo };
  }, [config, loginAction, redirectTo]);

  useEffect(() => {
    let stopped = false;
    let polling = false;
    const finish = async () => {
      const { config: currentConfig, loginAction: login, redirectTo: next } = latest.current;
      setStatus("verified");
      toast.success("实名认证成功");
      setFaceCheckPending(false);
      try {
        login(await fetchMemberDetail(currentConfig?.url ?? ""));
      } catch {
        // Verified either way; the next page loads the member again.
      }
      // A full load: the client router may hold a prefetched redirect to /face-check for `next`
      // from while the check was pending.
      setTimeout(() => assignLocation(next), CONTINUE_DELAY_MS);
    };
    const timer = setInterval(() => {
      if (polling) return;
      polling = true;
      checkFaceVerify({ ruleId, bizToken }).then(
        (result) => {
          polling = false;
          if (stopped || result !== 9) return;
          stopped = true;
          clearInterval(timer);
          void finish();
        },
        (error: unknown) => {
          polling = false;
          // Network hiccups keep polling; a business error (e.g. 参数错误) ends it.
          if (stopped || !isApiError(error) || error.kind !== "business") return;
          stopped = true;
          clearInterval(timer);
          setProblem(error.message);
          setStatus("failed");
        },
      );
    }, FACE_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ruleId, bizToken]);

  if (status === "verified")
    return (
      <p className="mt-3 text-green-700" role="status">
        实名认证成功
      </p>
    );
  if (status === "failed")
    return (
      <p className="mt-3 text-red-600" role="alert">
        {problem}
      </p>
    );
  return <p className="mt-3 text-sm text-gray-500">认证完成后页面将自动跳转</p>;
}
