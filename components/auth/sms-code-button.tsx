import { sendSmsCode, type SmsScene } from "@/lib/api/auth";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { AUTH_MESSAGES } from "./auth-messages";
import { reportUnexpectedError } from "./report-error";
import type { SmsCountdown } from "./use-sms-countdown";

export interface SmsCodeButtonProps {
  countdown: SmsCountdown;
  scene: SmsScene;
  mobile: string;
  imageKey: string;
  imageCaptcha: string;
  /** The mobile is blank: the parent shows its inline error. */
  onMobileMissing: () => void;
  /** Sending failed: the parent clears the captcha field and loads a new captcha. */
  onFailure: () => void;
}

export function SmsCodeButton(props: SmsCodeButtonProps) {
  const { countdown, scene, mobile, imageKey, imageCaptcha, onMobileMissing, onFailure } = props;
  const { phase, seconds } = countdown;

  async function send() {
    if (phase !== "ready") return;
    if (mobile.trim() === "") {
      onMobileMissing();
      return;
    }
    if (imageCaptcha.trim() === "") {
      toast.error(AUTH_MESSAGES.imageCaptchaBeforeSend);
      return;
    }
    if (!countdown.tryBegin()) return;
    try {
      await sendSmsCode({ mobile: mobile.trim(), image_key: imageKey, image_captcha: imageCaptcha.trim(), scene });
      countdown.markSent();
    } catch (error) {
      reportUnexpectedError(error);
      countdown.reset();
      onFailure();
    }
  }

  return (
    <button
      type="button"
      onClick={() => void send()}
      disabled={phase !== "ready"}
      aria-busy={phase === "sending" ? true : undefined}
      className="flex h-10 w-[110px] shrink-0 items-center justify-center gap-1 rounded border border-primary text-sm text-primary-ink transition-colors hover:bg-primary-light disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500 disabled:hover:bg-transparent"
    >
      {phase === "sending" ? (
        <>
          <Spinner />
          <span className="sr-only">发送中</span>
        </>
      ) : phase === "counting" ? (
        `${seconds}s`
      ) : (
        "获取验证码"
      )}
    </button>
  );
}
