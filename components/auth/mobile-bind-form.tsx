"use client";

import type { ReactNode } from "react";
import type { SmsScene } from "@/lib/api/auth";
import { TextField } from "@/components/ui/text-field";
import { AUTH_MESSAGES } from "./auth-messages";
import { reportUnexpectedError } from "./report-error";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";
import { useImageCaptcha } from "./use-image-captcha";
import { useSmsCountdown } from "./use-sms-countdown";
import { useSubmitGuard } from "./use-submit-guard";

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
  /** Performs the bind; a rejection only ends the loading state (spec §8). */
  onSubmit(input: MobileBindInput): Promise<void>;
  children?: ReactNode;
}

/** Mobile + image captcha + SMS code, shared by both bind dialogs and the /bind-mobile page. */
export function MobileBindForm(props: MobileBindFormProps) {
  const { scene, submitLabel, mobileRequiredMessage = AUTH_MESSAGES.mobileRequired, onSubmit, children } = props;
  const form = useAuthForm(BIND_FIELDS);
  const { captcha, refresh: refreshCaptcha } = useImageCaptcha();
  const countdown = useSmsCountdown();
  const { busy, run } = useSubmitGuard();
  const { values, errors, setValue } = form;

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
        form={{
          ...form,
          // The send button's "mobile missing" message follows this form's wording.
          setError: (field, message) =>
            form.setError(field, field === "mobile" ? mobileRequiredMessage : message),
        }}
        scene={scene}
        captcha={captcha}
        refreshCaptcha={refreshCaptcha}
        countdown={countdown}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      {children}
    </form>
  );
}
