import type { SmsScene } from "@/lib/api/auth";
import type { ImageCaptcha } from "@/lib/api/auth-types";
import { TextField } from "@/components/ui/text-field";
import { AUTH_MESSAGES } from "./auth-messages";
import { ImageCaptchaField } from "./image-captcha-field";
import { SmsCodeButton } from "./sms-code-button";
import type { AuthForm } from "./use-auth-form";
import type { SmsCountdown } from "./use-sms-countdown";

export type SmsFormField = "mobile" | "imageCaptcha" | "smsCode";

export interface SmsVerifyFieldsProps {
  form: Pick<AuthForm<SmsFormField>, "values" | "errors" | "setValue" | "setError">;
  scene: SmsScene;
  captcha: ImageCaptcha | null;
  refreshCaptcha: () => void;
  countdown: SmsCountdown;
}

/** Image captcha + SMS code with its send button; shared by login, register and reset. */
export function SmsVerifyFields({ form, scene, captcha, refreshCaptcha, countdown }: SmsVerifyFieldsProps) {
  const { values, errors, setValue, setError } = form;
  return (
    <>
      <ImageCaptchaField
        value={values.imageCaptcha}
        onChange={(value) => setValue("imageCaptcha", value)}
        captcha={captcha}
        onRefresh={refreshCaptcha}
        error={errors.imageCaptcha}
      />
      <TextField
        label="短信验证码"
        value={values.smsCode}
        onChange={(value) => setValue("smsCode", value)}
        error={errors.smsCode}
        placeholder="请输入短信验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={10}
        trailing={
          <SmsCodeButton
            countdown={countdown}
            scene={scene}
            mobile={values.mobile}
            imageKey={captcha?.key ?? ""}
            imageCaptcha={values.imageCaptcha}
            onMobileMissing={() => setError("mobile", AUTH_MESSAGES.mobileRequired)}
            onFailure={() => {
              setValue("imageCaptcha", "");
              refreshCaptcha();
            }}
          />
        }
      />
    </>
  );
}
