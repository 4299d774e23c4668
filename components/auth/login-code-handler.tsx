import { useBrowserParams } from "@/components/providers/use-browser-params";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { exchangeLoginCode } from "@/lib/api/social-auth";
import { getMsv } from "@/lib/browser/auth-storage";
import { replaceAddress } from "@/lib/browser/replace-address";
import { hasSessionMarker } from "@/lib/browser/session-marker";
import { claimLoginCode, isLoginCodeClaimed, savePendingLoginCode } from "@/lib/browser/login-code-storage";
import { withoutLoginCodeParams } from "@/lib/shared/pending-check-paths";
import { takeSocialFlow } from "@/lib/browser/social-login-flow";
import { useUserStore } from "@/lib/stores/store-provider";
import { useAuthDialogStore } from "./auth-dialog-store";
import { useLoginCodeStore } from "./login-code-store";
import { reportUnexpectedError } from "./report-error";
import { useCompleteLogin } from "./use-complete-login";

export const LOGIN_REQUEST_EXPIRED = "登录请求已失效，请重新登录";
export const ALREADY_SIGNED_IN = "已登录，请先退出后再使用其他账号登录";

/**
 * The social login code in the URL, on every page (QQ returns to the page the login started on):
 * login_code + action=login is exchanged once per code (session-storage guard, so a reload does
 * not repeat it); success logs in and continues, bind_mobile opens the code-bind dialog.
 * action=bind_mobile opens that dialog directly. Mount inside <Suspense>.
 *
 * A code is used only when this tab started a social login (login CSRF) and nobody is signed
 * in; otherwise it is refused with a message, never sent to the API, and removed from the URL.
 */
export function LoginCodeHandler() {
  const params = useBrowserParams();
  const code = params.get("login_code") ?? "";
  const action = params.get("action") ?? "";
  const isLogin = useUserStore((state) => state.isLogin);
  const completeLogin = useCompleteLogin();
  const showDialog = useAuthDialogStore((state) => state.show);
  const setPhase = useLoginCodeStore((state) => state.set);

  useEffect(() => {
    if (!code || (action !== "login" && action !== "bind_mobile")) {
      setPhase("none");
      return;
    }
    // Back or reload onto an address whose code this tab already exchanged: nothing to do.
    if (action === "login" && isLoginCodeClaimed(code)) {
      setPhase("none");
      return;
    }
    const refusal =
      isLogin || hasSessionMarker() ? ALREADY_SIGNED_IN : takeSocialFlow("login") ? "" : LOGIN_REQUEST_EXPIRED;
    if (refusal) {
      toast.error(refusal);
      setPhase("none");
      const { pathname, search } = window.location;
      // Not a navigation: that would render the page again and swap its head (title included) meanwhile.
      replaceAddress(withoutLoginCodeParams(pathname, search));
      return;
    }
    if (action === "bind_mobile") {
      savePendingLoginCode(code);
      setPhase("bind");
      showDialog("code-bind-mobile");
      return;
    }
    claimLoginCode(code);
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
    // completeLogin changes identity with the stores; the code is what matters, and
    // the sign-in state is read when it arrives (a later login must not re-run this).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, action]);

  return null;
}
