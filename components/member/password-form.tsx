"use client";

import { AUTH_MESSAGES } from "@/components/auth/auth-messages";
import { reportUnexpectedError } from "@/components/auth/report-error";
import { SmsVerifyFields } from "@/components/auth/sms-verify-fields";
import { SubmitButton } from "@/components/auth/submit-button";
import { useAuthForm } from "@/components/auth/use-auth-form";
import { useImageCaptcha } from "@/components/auth/use-image-captcha";
import { useSmsCountdown } from "@/components/auth/use-sms-countdown";
import { useSubmitGuard } from "@/components/auth/use-submit-guard";
import { TextField } from "@/components/ui/text-field";
import { changePassword } from "@/lib/api/account";

const FIELDS = ["mobile", "imageCaptcha", "smsCode", "password"] as const;

/** 设置/修改密码: an SMS code to the bound mobile (scene password_reset) and the new password. */
export function PasswordForm({ mobile, onDone }: { mobile: string; onDone: () => void }) {
  const form = useAuthForm(FIELDS);
  const { captcha, refresh } = useImageCaptcha();
  const countdown = useSmsCountdown();
  const { busy, run } = useSubmitGuard();
  const values = { ...form.values, mobile };

  const submit = () =>
    run(async () => {
      const valid = form.validate([
        ["imageCaptcha", AUTH_MESSAGES.imageCaptchaRequired],
        ["smsCode", AUTH_MESSAGES.smsCodeRequired],
        ["password", AUTH_MESSAGES.passwordRequired],
      ]);
      if (!valid) return;
      try {
        await changePassword({ mobile, mobile_code: values.smsCode.trim(), password: values.password });
        onDone();
      } catch (error) {
        reportUnexpectedError(error);
      }
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="mb-5 text-sm text-gray-600">验证码将发送至已绑定的手机号</p>
      <SmsVerifyFields form={{ ...form, values }} scene="password_reset" captcha={captcha} refreshCaptcha={refresh} countdown={countdown} />
      <TextField
        label="新密码"
        type="password"
        value={values.password}
        onChange={(value) => form.setValue("password", value)}
        error={form.errors.password}
        placeholder="请输入新密码"
        autoComplete="new-password"
      />
      <SubmitButton busy={busy}>确认</SubmitButton>
    </form>
  );
}
