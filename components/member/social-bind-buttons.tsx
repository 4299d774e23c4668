"use client";

import { Spinner } from "@/components/ui/spinner";
import { QrImage } from "@/components/ui/qr-image";
import { toast } from "@/components/ui/toast-store";
import { startSocialFlow } from "@/lib/browser/social-login-flow";
import { useSystemStore } from "@/lib/stores/store-provider";
import { AccountDialogButton } from "./account-dialog-button";
import { useMemberRefresh } from "./use-member-refresh";
import { useWechatBindQr } from "./use-wechat-bind-qr";

const linkClass = "text-sm text-primary-ink hover:underline";

/** QQ bind is a redirect with action=bind; QQ comes back to /member (SocialBindReturn). */
export function QqBindButton() {
  const apiOrigin = useSystemStore((state) => state.config?.url ?? "");
  const bind = () => {
    const back = `${window.location.origin}/member`;
    const params = new URLSearchParams({ s_url: back, f_url: back, action: "bind" });
    // SocialBindReturn accepts the returning code only in a tab that started the bind.
    startSocialFlow("bind");
    // The API's QQ redirect (another origin), not a page of this site.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${apiOrigin}/api/v3/auth/login/socialite/qq?${params.toString()}`);
  };
  return (
    <button type="button" onClick={bind} className={linkClass}>
      绑定QQ
    </button>
  );
}

function WechatBindBody({ onBound }: { onBound: () => void }) {
  const state = useWechatBindQr(onBound);
  if (state.phase === "loading") return <Spinner className="mx-auto h-6 w-6" />;
  if (state.phase === "failed") return <p className="text-center text-sm text-red-600">{state.message}</p>;
  if (state.phase === "done") return <p className="text-center text-sm text-green-700">绑定成功</p>;
  return (
    <div className="flex flex-col items-center">
      <QrImage value={state.url} alt="微信绑定二维码" size={200} />
      <p className="mt-3 text-sm text-gray-600">请使用微信扫码绑定</p>
    </div>
  );
}

export function WechatBindButton() {
  const refresh = useMemberRefresh();
  return (
    <AccountDialogButton label="绑定微信" title="绑定微信">
      {(close) => (
        <WechatBindBody
          onBound={() => {
            toast.success("绑定成功");
            close();
            void refresh();
          }}
        />
      )}
    </AccountDialogButton>
  );
}
