import { useAuthForm } from "./use-auth-form";
import { useImageCaptcha } from "./use-image-captcha";
import { useSmsCountdown } from "./use-sms-countdown";
import { useSubmitGuard } from "./use-submit-guard";

/**
 * State of a form verified by image captcha + SMS code: field values, the
 * props `SmsVerifyFields` needs (`sms`), and the one-at-a-time submit guard.
 */
export function useSmsForm<K extends string>(fields: readonly K[]) {
  const form = useAuthForm(fields);
  const { captcha, refresh: refreshCaptcha } = useImageCaptcha();
  const countdown = useSmsCountdown();
  const { busy, run } = useSubmitGuard();
  return { form, sms: { captcha, refreshCaptcha, countdown }, busy, run };
}
