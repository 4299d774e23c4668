import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast-store";
import { fetchMemberDetail } from "@/lib/api/member";
import { isFaceCheckPending, setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { notifySessionChanged } from "@/lib/browser/session-marker";
import { clearPendingLoginCode } from "@/lib/browser/login-code-storage";
import { faceCheckPathFor, withoutLoginCodeParams } from "@/lib/shared/pending-check-paths";
import { needsFaceVerify } from "@/lib/shared/pending-checks";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";
import { AUTH_MESSAGES } from "./auth-messages";
import { useAuthDialogStore } from "./auth-dialog-store";
import { reloadPage } from "./browser-navigation";
import { useLoginCodeStore } from "./login-code-store";
import { reportUnexpectedError } from "./report-error";
import { LOGIN_PATHS } from "./use-complete-login";

/** wechat: the QR dialog's bind; code: the bind after a login code from the URL (QQ return). */
export type SocialBindVariant = "wechat" | "code";

/**
 * After-bind rules: 绑定成功, drop login_code and the bind flag, log in, then the face
 * check if one is pending or required (the member is loaded first either way, so /face-check
 * finds a logged-in member and the header shows them), otherwise continue: the redirect on the login pages,
 * elsewhere a reload (WeChat) or the home page (code bind, as the reference does).
 */
export function useFinishSocialBind(variant: SocialBindVariant): () => Promise<void> {
  const router = useRouter();
  const config = useSystemStore((state) => state.config);
  const loginAction = useUserStore((state) => state.loginAction);
  const closeDialog = useAuthDialogStore((state) => state.close);
  const setLoginCodePhase = useLoginCodeStore((state) => state.set);

  return useCallback(async () => {
    toast.success(AUTH_MESSAGES.bindSuccess);
    clearPendingLoginCode();
    setBindMobilePending(false);
    notifySessionChanged();
    const { pathname, search } = window.location;
    const onLoginPage = LOGIN_PATHS.includes(pathname);
    const next = onLoginPage
      ? safeRedirectPath(new URLSearchParams(search).get("redirect"))
      : variant === "code"
        ? "/"
        : withoutLoginCodeParams(pathname, search);

    const facePending = isFaceCheckPending();
    try {
      const user = await fetchMemberDetail(config?.url ?? "");
      loginAction(user);
      // Before the dialog closes: /login/callback would otherwise read "bind without a dialog"
      // and show 未完成手机号绑定 until the navigation below lands.
      setLoginCodePhase("bound");
      closeDialog();
      if (facePending || needsFaceVerify(user, config)) {
        setFaceCheckPending(true);
        router.replace(faceCheckPathFor(next));
        return;
      }
    } catch (error) {
      reportUnexpectedError(error);
      return;
    }
    if (onLoginPage || variant === "code") router.replace(next);
    else reloadPage();
  }, [variant, config, loginAction, closeDialog, setLoginCodePhase, router]);
}
