import { useState } from "react";
import { registerWithSms } from "@/lib/api/auth";
import { getMsv } from "@/lib/browser/auth-storage";
import { useSystemStore } from "@/lib/stores/store-provider";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast-store";
import { AgreementCheckbox } from "./agreement-checkbox";
import { AUTH_MESSAGES } from "./auth-messages";
import { useAuthDialogStore } from "./auth-dialog-store";
import { reportUnexpectedError } from "./report-error";
import { MobileField } from "./mobile-field";
import { PasswordField } from "./password-field";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { SubmitForm } from "./submit-form";
import { useSmsForm } from "./use-sms-form";

const REGISTER_FIELDS = ["mobile", "imageCaptcha", "smsCode", "password"] as const;

export function RegisterDialog({ open }: { open: boolean }) {
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Modal open={open} title="用户注册" onClose={close}>
      <RegisterDialogBody />
    </Modal>
  );
}

function RegisterDialogBody() {
  const config = useSystemStore((state) => state.config);
  const showDialog = useAuthDialogStore((state) => state.show);
  const { form, sms, busy, run } = useSmsForm(REGISTER_FIELDS);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState("");
  const { values } = form;

  const submit = () =>
    run(async () => {
      const fieldsValid = form.validate([
        ["mobile", AUTH_MESSAGES.mobileRequired],
        ["imageCaptcha", AUTH_MESSAGES.imageCaptchaRequired],
        ["smsCode", AUTH_MESSAGES.smsCodeRequired],
        ["password", AUTH_MESSAGES.registerPasswordRequired],
      ]);
      setAgreementError(agreed ? "" : AUTH_MESSAGES.agreementRequired);
      if (!fieldsValid || !agreed) return;
      try {
        await registerWithSms({
          mobile: values.mobile.trim(),
          mobile_code: values.smsCode.trim(),
          password: values.password,
          msv: getMsv(),
        });
      } catch (error) {
        reportUnexpectedError(error);
        return;
      }
      toast.success(AUTH_MESSAGES.registerSuccess);
      showDialog("login");
    });

  return (
    <SubmitForm onSubmit={submit}>
      <MobileField form={form} />
      <SmsVerifyFields form={form} scene="register" {...sms} />
      <PasswordField form={form} label="密码" placeholder="请设置账号密码" />
      <AgreementCheckbox
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreementError("");
        }}
        userProtocolUrl={config?.user_protocol ?? ""}
        privacyPolicyUrl={config?.user_private_protocol ?? ""}
        error={agreementError}
      />
      <SubmitButton busy={busy}>立即注册</SubmitButton>
      <div className="mt-4 text-sm">
        <button type="button" onClick={() => showDialog("login")} className="text-primary-ink hover:underline">
          已有账号，立即登录&gt;&gt;
        </button>
      </div>
    </SubmitForm>
  );
}
