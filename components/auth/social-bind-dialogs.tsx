import type { SmsScene } from "@/lib/api/auth";
import { registerWithSocialite } from "@/lib/api/social-auth";
import { getMsv } from "@/lib/browser/auth-storage";
import { clearPendingLoginCode, getPendingLoginCode } from "@/lib/browser/login-code-storage";
import { Modal } from "@/components/ui/modal";
import { AUTH_MESSAGES } from "./auth-messages";
import { useAuthDialogStore } from "./auth-dialog-store";
import { MobileBindForm, type MobileBindInput } from "./mobile-bind-form";
import { useFinishSocialBind, type SocialBindVariant } from "./use-finish-social-bind";

/** 请绑定手机号: a first WeChat QR login must bind a mobile when the backend asks for one. */
export function WechatBindMobileDialog({ open }: { open: boolean }) {
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Modal open={open} title="请绑定手机号" onClose={close}>
      <SocialBindBody variant="wechat" scene="mobile_bind" />
    </Modal>
  );
}

/** The code-bind-new-mobile dialog, opened after a login code from the URL asks for a mobile. */
export function CodeBindMobileDialog({ open, scene }: { open: boolean; scene: SmsScene }) {
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Modal open={open} title="绑定手机号" onClose={close}>
      <SocialBindBody variant="code" scene={scene} mobileRequiredMessage={AUTH_MESSAGES.codeBindMobileRequired} />
    </Modal>
  );
}

interface SocialBindBodyProps {
  variant: SocialBindVariant;
  scene: SmsScene;
  mobileRequiredMessage?: string;
}

function SocialBindBody({ variant, scene, mobileRequiredMessage }: SocialBindBodyProps) {
  const close = useAuthDialogStore((state) => state.close);
  const finish = useFinishSocialBind(variant);

  async function bind(input: MobileBindInput) {
    const code = getPendingLoginCode();
    if (!code) throw new Error("登录信息已失效，请重新登录");
    await registerWithSocialite({ ...input, code, msv: getMsv() });
    await finish();
  }

  return (
    <MobileBindForm scene={scene} submitLabel="立即绑定" mobileRequiredMessage={mobileRequiredMessage} onSubmit={bind}>
      <div className="mt-4 text-sm">
        <button
          type="button"
          onClick={() => {
            clearPendingLoginCode();
            close();
          }}
          className="text-gray-500 hover:text-primary-ink"
        >
          取消绑定&gt;&gt;
        </button>
      </div>
    </MobileBindForm>
  );
}
