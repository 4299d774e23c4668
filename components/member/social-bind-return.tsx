"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { reportUnexpectedError } from "@/components/auth/report-error";
import { toast } from "@/components/ui/toast-store";
import { bindSocialiteWithCode } from "@/lib/api/social-auth";
import { replaceAddress } from "@/lib/browser/replace-address";
import { takeSocialFlow } from "@/lib/browser/social-login-flow";
import { useMemberRefresh } from "./use-member-refresh";

export const BIND_REQUEST_EXPIRED = "绑定请求已失效，请重新绑定";

/**
 * QQ returns to /member with ?login_code&action=bind (bind it to this member) or
 * ?login_err_msg (show it). The address is cleaned so a reload does not repeat it.
 * Both count only when this tab started the bind (QqBindButton): a link carrying someone
 * else's code must not attach their QQ to this account, nor put their text on the page.
 */
export function SocialBindReturn() {
  const params = useSearchParams();
  const refresh = useMemberRefresh();
  const handled = useRef("");
  const code = params.get("login_code") ?? "";
  const action = params.get("action") ?? "";
  const failure = params.get("login_err_msg") ?? "";

  useEffect(() => {
    const key = `${code}|${failure}`;
    if (handled.current === key || (!failure && (!code || action !== "bind"))) return;
    handled.current = key;
    replaceAddress("/member");
    if (!takeSocialFlow("bind")) {
      if (!failure) toast.error(BIND_REQUEST_EXPIRED);
      return;
    }
    if (failure) {
      toast.error(failure);
      return;
    }
    bindSocialiteWithCode(code)
      .then(async () => {
        toast.success("绑定成功");
        await refresh();
      })
      .catch(reportUnexpectedError);
  }, [code, action, failure, refresh]);

  return null;
}
