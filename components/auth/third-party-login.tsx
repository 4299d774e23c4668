import { startSocialFlow } from "@/lib/browser/social-login-flow";
import { useSystemStore } from "@/lib/stores/store-provider";
import { useAuthDialogStore } from "./auth-dialog-store";
import { assignLocation } from "./browser-navigation";
import { buildQqLoginUrl } from "./qq-login-url";

/** 第三方快捷登录 row; hidden unless QQ or WeChat OAuth is enabled (flag 1). */
export function ThirdPartyLogin() {
  const config = useSystemStore((state) => state.config);
  const showDialog = useAuthDialogStore((state) => state.show);
  const qq = config?.socialites.qq === 1;
  const wechat = config?.socialites.wechat_oauth === 1;
  if (!config || (!qq && !wechat)) return null;

  function loginWithQq() {
    if (!config) return;
    // The login_code QQ sends back is only accepted in a tab that started this (login CSRF).
    startSocialFlow("login");
    assignLocation(buildQqLoginUrl(config.url, window.location));
  }

  return (
    <div className="mt-6 flex items-center gap-4 border-t border-gray-100 pt-5 text-sm text-gray-500">
      <span>第三方快捷登录</span>
      {qq ? (
        <button
          type="button"
          aria-label="QQ登录"
          onClick={loginWithQq}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-[#0b76ad] text-xs font-bold text-white hover:opacity-90"
        >
          QQ
        </button>
      ) : null}
      {wechat ? (
        <button
          type="button"
          aria-label="微信登录"
          onClick={() => showDialog("wechat-qr")}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-[#07c160] text-white hover:opacity-90"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
            <path d="M9 4C5.1 4 2 6.6 2 9.9c0 1.9 1 3.5 2.6 4.6L4 16.5l2.3-1.2c.8.2 1.7.4 2.7.4h.5a5 5 0 0 1-.2-1.4C9.3 11 12.3 8.5 16 8.5h.5C15.9 5.9 12.8 4 9 4zm-2.5 3.3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm5 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM16 9.7c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l1.9 1-.5-1.7c1.6-.9 2.6-2.4 2.6-4 0-2.8-2.7-5-6-5zm-2 2.6a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6zm4 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
