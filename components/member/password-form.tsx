import { AUTH_MESSAGES } from "@/components/auth/auth-messages";
import { reportUnexpectedError } from "@/components/auth/report-error";
import { PasswordField } from "@/components/auth/password-field";
import { SmsVerifyFields } from "@/components/auth/sms-verify-fields";
import { SubmitButton } from "@/components/auth/submit-button";
import { SubmitForm } from "@/components/auth/submit-form";
import { useSmsForm } from "@/components/auth/use-sms-form";
import { changePassword } from "@/lib/api/account";

const FIELDS = ["mobile", "imageCaptcha", "smsCode", "password"] as const;

/** 设置/修改密码: an SMS code to the bound mobile (scene password_reset) and the new password. */
export function PasswordForm({ mobile, onDone }: { mobile: string; onDone: () => void }) {
  const { form, sms, busy, run } = useSmsForm(FIELDS);
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
    <SubmitForm onSubmit={submit}>
      <p className="mb-5 text-sm text-gray-600">验证码将发送至已绑定的手机号</p>
      <SmsVerifyFields form={{ ...form, values }} scene="password_reset" {...sms} />
      <PasswordField form={form} />
      <SubmitButton busy={busy}>确认</SubmitButton>
    </SubmitForm>
  );
}
