"use client";

import { resetPassword } from "@/lib/api/auth";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast-store";
import { AUTH_MESSAGES } from "./auth-messages";
import { useAuthDialogStore } from "./auth-dialog-store";
import { reportUnexpectedError } from "./report-error";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";
import { useImageCaptcha } from "./use-image-captcha";
import { useSmsCountdown } from "./use-sms-countdown";
import { useSubmitGuard } from "./use-submit-guard";

const RESET_FIELDS = ["mobile", "imageCaptcha", "smsCode", "password"] as const;

export function ForgotPasswordDialog({ open }: { open: boolean }) {
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Modal open={open} title="忘记密码" onClose={close}>
      <ForgotPasswordBody />
    </Modal>
  );
}

function ForgotPasswordBody() {
  const showDialog = useAuthDialogStore((state) => state.show);
  const form = useAuthForm(RESET_FIELDS);
  const { captcha, refresh: refreshCaptcha } = useImageCaptcha();
  const countdown = useSmsCountdown();
  const { busy, run } = useSubmitGuard();
  const { values, errors, setValue } = form;

  const submit = () =>
    run(async () => {
      const valid = form.validate([
        ["mobile", AUTH_MESSAGES.mobileRequired],
        ["imageCaptcha", AUTH_MESSAGES.imageCaptchaRequired],
        ["smsCode", AUTH_MESSAGES.smsCodeRequired],
        ["password", AUTH_MESSAGES.passwordRequired],
      ]);
      if (!valid) return;
      try {
        await resetPassword({
          mobile: values.mobile.trim(),
          mobile_code: values.smsCode.trim(),
          password: values.password,
        });
      } catch (error) {
        reportUnexpectedError(error);
        return;
      }
      toast.success(AUTH_MESSAGES.resetSuccess);
      showDialog("login");
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="手机号"
        value={values.mobile}
        onChange={(value) => setValue("mobile", value)}
        error={errors.mobile}
        placeholder="请输入手机号"
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
      />
      <SmsVerifyFields
        form={form}
        scene="password_reset"
        captcha={captcha}
        refreshCaptcha={refreshCaptcha}
        countdown={countdown}
      />
      <TextField
        label="新密码"
        type="password"
        value={values.password}
        onChange={(value) => setValue("password", value)}
        error={errors.password}
        placeholder="请输入新密码"
        autoComplete="new-password"
      />
      <SubmitButton busy={busy}>重置密码</SubmitButton>
      <div className="mt-4 text-sm">
        <button type="button" onClick={() => showDialog("login")} className="text-primary hover:underline">
          返回登录
        </button>
      </div>
    </form>
  );
}
