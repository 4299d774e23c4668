import { resetPassword } from "@/lib/api/auth";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast-store";
import { AUTH_MESSAGES } from "./auth-messages";
import { useAuthDialogStore } from "./auth-dialog-store";
import { reportUnexpectedError } from "./report-error";
import { MobileField } from "./mobile-field";
import { PasswordField } from "./password-field";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { SubmitForm } from "./submit-form";
import { useSmsForm } from "./use-sms-form";

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
  const { form, sms, busy, run } = useSmsForm(RESET_FIELDS);
  const { values } = form;

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
    <SubmitForm onSubmit={submit}>
      <MobileField form={form} />
      {/* MeEdu's password/reset accepts a code of any scene (codes are keyed by mobile); the scene only picks the SMS
          template. The official PC sends `login` here, whose template every school configures; many leave the
          password_reset template empty, and sending with it then fails with 错误. */}
      <SmsVerifyFields form={form} scene="login" {...sms} />
      <PasswordField form={form} />
      <SubmitButton busy={busy}>重置密码</SubmitButton>
      <div className="mt-4 text-sm">
        <button type="button" onClick={() => showDialog("login")} className="text-primary-ink hover:underline">
          返回登录
        </button>
      </div>
    </SubmitForm>
  );
}
