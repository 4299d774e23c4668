import { TextField } from "@/components/ui/text-field";
import type { ImageCaptcha } from "@/lib/api/auth-types";

export interface ImageCaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  captcha: ImageCaptcha | null;
  onRefresh: () => void;
  error?: string;
}

export function ImageCaptchaField({ value, onChange, captcha, onRefresh, error }: ImageCaptchaFieldProps) {
  return (
    <TextField
      label="图形验证码"
      value={value}
      onChange={onChange}
      error={error}
      placeholder="请输入图形验证码"
      autoComplete="off"
      maxLength={10}
      trailing={
        <button
          type="button"
          onClick={onRefresh}
          title="看不清？点击换一张"
          className="flex h-10 w-[110px] shrink-0 items-center justify-center overflow-hidden rounded border border-gray-200 bg-gray-50 text-xs text-gray-500"
        >
          {captcha?.img ? (
            // A data: URL from the API; next/image adds nothing here.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={captcha.img} alt="图形验证码" className="h-full w-full object-contain" />
          ) : (
            <span>点击加载验证码</span>
          )}
        </button>
      }
    />
  );
}
