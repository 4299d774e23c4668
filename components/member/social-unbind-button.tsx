"use client";

import { useState } from "react";
import { unbindSocialite } from "@/lib/api/account";
import { ConfirmDialog } from "./confirm-dialog";
import { useMemberUpdate } from "./use-member-update";

const APP_NAMES = { qq: "QQ", wechat: "微信" } as const;

export function SocialUnbindButton({ app }: { app: "qq" | "wechat" }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useMemberUpdate();
  const name = APP_NAMES[app];

  const confirm = () =>
    run(async () => {
      await unbindSocialite(app);
      setOpen(false);
    }, "已解绑");

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm text-primary-ink hover:underline">
        解绑{name}
      </button>
      <ConfirmDialog
        open={open}
        title={`解绑${name}`}
        message={`确定要解绑${name}账号吗？解绑后将无法使用${name}登录。`}
        confirmLabel="确定解绑"
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
