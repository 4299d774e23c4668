import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { Modal } from "@/components/ui/modal";
import { QrImage } from "@/components/ui/qr-image";
import { Spinner } from "@/components/ui/spinner";
import { savePendingLoginCode } from "@/lib/browser/login-code-storage";
import { useAuthDialogStore } from "./auth-dialog-store";
import { formatQrCountdown } from "./qr-countdown";
import { useCompleteLogin } from "./use-complete-login";
import { useWechatQr } from "./use-wechat-qr";

export function WechatQrDialog({ open }: { open: boolean }) {
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Modal open={open} title="微信扫码登录" onClose={close}>
      <WechatQrBody />
    </Modal>
  );
}

function WechatQrBody() {
  const show = useAuthDialogStore((state) => state.show);
  const close = useAuthDialogStore((state) => state.close);
  const completeLogin = useCompleteLogin();
  const { state, remaining, refresh } = useWechatQr({
    onSignedIn: () => completeLogin(),
    onBindMobile: (code) => {
      savePendingLoginCode(code);
      show("wechat-bind-mobile");
    },
  });

  // Leaving the page closes the dialog (and so stops polling).
  const pathname = usePathname();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) close();
  }, [pathname, close]);

  const session = state.phase === "loading" ? undefined : state.session;
  return (
    <div className="flex flex-col items-center">
      <div className="relative flex h-[200px] w-[200px] items-center justify-center rounded border border-gray-100">
        {session ? (
          <QrImage
            value={session.url}
            alt="微信扫码登录二维码"
            className={state.phase === "active" ? "" : "opacity-20"}
          />
        ) : null}
        {state.phase === "loading" ? (
          <span className="flex items-center gap-2 text-sm text-gray-500">
            <Spinner /> 二维码加载中
          </span>
        ) : null}
        {state.phase === "exchanging" ? (
          <span className="absolute inset-0 flex items-center justify-center gap-2 bg-white/70 text-sm text-gray-700">
            <Spinner /> 登录中
          </span>
        ) : null}
        {state.phase === "expired" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/85">
            <p className="text-sm text-gray-700">二维码已过期</p>
            <button
              type="button"
              onClick={refresh}
              className="rounded bg-primary-ink px-4 py-1.5 text-sm text-white hover:bg-primary-dark"
            >
              刷新二维码
            </button>
          </div>
        ) : null}
      </div>
      <p className="mt-4 h-5 text-sm text-gray-500" aria-live="off">
        {state.phase === "active" ? formatQrCountdown(remaining) : ""}
      </p>
      <p className="mt-1 text-sm text-gray-700">请使用微信扫描二维码登录</p>
      <button type="button" onClick={() => show("login")} className="mt-6 text-sm text-primary-ink hover:underline">
        其他方式登录&gt;&gt;
      </button>
    </div>
  );
}
