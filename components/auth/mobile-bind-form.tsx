import type { ReactNode } from "react";
import type { SmsScene } from "@/lib/api/auth";
import { AUTH_MESSAGES } from "./auth-messages";
import { reportUnexpectedError } from "./report-error";
import { MobileField } from "./mobile-field";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { SubmitForm } from "./submit-form";
import { useSmsForm } from "./use-sms-form";

const BIND_FIELDS = ["mobile", "imageCaptcha", "smsCode"] as const;

export interface MobileBindInput {
  mobile: string;
  mobile_code: string;
}

export interface MobileBindFormProps {
  scene: SmsScene;
  submitLabel: string;
  /** Shown under an empty mobile (the code-bind dialog says 请输入手机号码!). */
  mobileRequiredMessage?: string;
  /** Performs the bind; a rejection only ends the loading state (the API client already showed the error). */
  onSubmit(input: MobileBindInput): Promise<void>;
  children?: ReactNode;
}

/** Mobile + image captcha + SMS code, shared by both bind dialogs and the /bind-mobile page. */
export function MobileBindForm(props: MobileBindFormProps) {
  const { scene, submitLabel, mobileRequiredMessage = AUTH_MESSAGES.mobileRequired, onSubmit, children } = props;
  const { form, sms, busy, run } = useSmsForm(BIND_FIELDS);
  const { values } = form;

  const submit = () =>
    run(async () => {
      const valid = form.validate([
        ["mobile", mobileRequiredMessage],
        ["imageCaptcha", AUTH_MESSAGES.imageCaptchaRequired],
        ["smsCode", AUTH_MESSAGES.smsCodeRequired],
      ]);
      if (!valid) return;
      try {
        await onSubmit({ mobile: values.mobile.trim(), mobile_code: values.smsCode.trim() });
      } catch (error) {
        reportUnexpectedError(error);
      }
    });

  return (
    <SubmitForm onSubmit={submit}>
      <MobileField form={form} />
      <SmsVerifyFields
        form={{
          ...form,
          // The send button's "mobile missing" message follows this form's wording.
          setError: (field, message) => form.setError(field, field === "mobile" ? mobileRequiredMessage : message),
        }}
        scene={scene}
        {...sms}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      {children}
    </SubmitForm>
  );
}
