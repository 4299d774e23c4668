"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { exchangeLoginCode } from "@/lib/api/social-auth";
import { getMsv } from "@/lib/auth-storage";
import { claimLoginCode, savePendingLoginCode } from "@/lib/login-code-storage";
import { withoutLoginCodeParams } from "@/lib/pending-check-paths";
import { useAuthDialogStore } from "./auth-dialog-store";
import { useLoginCodeStore } from "./login-code-store";
import { reportUnexpectedError } from "./report-error";
import { useCompleteLogin } from "./use-complete-login";

/**
 * Spec §4 "login code in URL", on every page (QQ returns to the page the login started on):
 * login_code + action=login is exchanged once per code (session-storage guard, so a reload does
 * not repeat it); success logs in and continues, bind_mobile opens the code-bind dialog.
 * action=bind_mobile opens that dialog directly. Mount inside <Suspense>.
 */
export function LoginCodeHandler() {
  const params = useSearchParams();
  const code = params.get("login_code") ?? "";
  const action = params.get("action") ?? "";
  const completeLogin = useCompleteLogin();
  const showDialog = useAuthDialogStore((state) => state.show);
  const setPhase = useLoginCodeStore((state) => state.set);

  useEffect(() => {
    if (!code || (action !== "login" && action !== "bind_mobile")) {
      setPhase("none");
      return;
    }
    if (action === "bind_mobile") {
      savePendingLoginCode(code);
      setPhase("bind");
      showDialog("code-bind-mobile");
      return;
    }
    if (!claimLoginCode(code)) {
      setPhase("none");
      return;
    }
    setPhase("working");
    exchangeLoginCode({ code, msv: getMsv() })
      .then(async (result) => {
        if (result.kind === "bind-mobile") {
          savePendingLoginCode(result.code);
          setPhase("bind");
          showDialog("code-bind-mobile");
          return;
        }
        const { pathname, search } = window.location;
        const done = await completeLogin({ elsewhere: withoutLoginCodeParams(pathname, search) });
        if (!done) setPhase("failed");
      })
      .catch((error: unknown) => {
        reportUnexpectedError(error);
        setPhase("failed");
      });
    // completeLogin changes identity with the store; the code is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, action]);

  return null;
}
