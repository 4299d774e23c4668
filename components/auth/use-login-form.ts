import { useCallback, useState } from "react";
import { loginWithPassword, loginWithSmsCode } from "@/lib/api/auth";
import { getMsv } from "@/lib/browser/auth-storage";
import { AUTH_MESSAGES } from "./auth-messages";
import type { LoginTab } from "./login-tabs";
import { reportUnexpectedError } from "./report-error";
import { useCompleteLogin } from "./use-complete-login";
import { useSmsForm } from "./use-sms-form";

const LOGIN_FIELDS = ["mobile", "password", "imageCaptcha", "smsCode"] as const;

// State of the login dialog. It lives in the dialog body, which is mounted on
// every open, so fields, tab, countdown and captcha start fresh each time.
export function useLoginForm() {
  const [tab, setTabState] = useState<LoginTab>(0);
  const { form, sms, busy, run } = useSmsForm(LOGIN_FIELDS);
  const completeLogin = useCompleteLogin();
  const { clearErrors } = form;

  const setTab = useCallback(
    (next: LoginTab) => {
      setTabState(next);
      clearErrors();
    },
    [clearErrors],
  );

  async function passwordLogin(): Promise<void> {
    const valid = form.validate([
      ["mobile", AUTH_MESSAGES.mobileRequired],
      ["password", AUTH_MESSAGES.passwordRequired],
    ]);
    if (!valid) return;
    try {
      await loginWithPassword({ mobile: form.values.mobile.trim(), password: form.values.password });
    } catch (error) {
      reportUnexpectedError(error);
      return;
    }
    await completeLogin();
  }

  async function smsLogin(): Promise<void> {
    const valid = form.validate([
      ["mobile", AUTH_MESSAGES.mobileRequired],
      ["imageCaptcha", AUTH_MESSAGES.imageCaptchaRequired],
      ["smsCode", AUTH_MESSAGES.smsCodeRequired],
    ]);
    if (!valid) return;
    try {
      await loginWithSmsCode({
        mobile: form.values.mobile.trim(),
        mobile_code: form.values.smsCode.trim(),
        msv: getMsv(),
      });
    } catch (error) {
      reportUnexpectedError(error);
      sms.refreshCaptcha();
      return;
    }
    await completeLogin();
  }

  const submit = () => run(tab === 0 ? passwordLogin : smsLogin);

  return { tab, setTab, form, sms, busy, submit };
}
