import { useAuthDialogStore } from "./auth-dialog-store";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { LoginDialog } from "./login-dialog";
import { RegisterDialog } from "./register-dialog";
import { CodeBindMobileDialog, WechatBindMobileDialog } from "./social-bind-dialogs";
import { WechatQrDialog } from "./wechat-qr-dialog";

/**
 * Mount once inside StoreProvider. Each dialog's form is mounted only while it is
 * open, so reopening starts from empty fields, tab 0, a new captcha and no countdown.
 */
export function AuthDialogs() {
  const open = useAuthDialogStore((state) => state.open);
  return (
    <>
      <LoginDialog open={open === "login"} />
      <RegisterDialog open={open === "register"} />
      <ForgotPasswordDialog open={open === "forgot-password"} />
      <WechatQrDialog open={open === "wechat-qr"} />
      <WechatBindMobileDialog open={open === "wechat-bind-mobile"} />
      <CodeBindMobileDialog open={open === "code-bind-mobile"} scene="mobile_bind" />
    </>
  );
}
