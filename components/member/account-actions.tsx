"use client";

import { toast } from "@/components/ui/toast-store";
import { AccountDialogButton } from "./account-dialog-button";
import { ChangeMobileFlow } from "./change-mobile-flow";
import { PasswordForm } from "./password-form";
import { useMemberRefresh } from "./use-member-refresh";

export function ChangeMobileButton() {
  const refresh = useMemberRefresh();
  return (
    <AccountDialogButton label="换绑手机号" title="换绑手机号">
      {(close) => (
        <ChangeMobileFlow
          onDone={() => {
            close();
            void refresh();
          }}
        />
      )}
    </AccountDialogButton>
  );
}

export function PasswordButton({ mobile, isSet }: { mobile: string; isSet: boolean }) {
  const refresh = useMemberRefresh();
  const label = isSet ? "修改密码" : "设置密码";
  return (
    <AccountDialogButton label={label} title={label}>
      {(close) => (
        <PasswordForm
          mobile={mobile}
          onDone={() => {
            toast.success("密码已保存");
            close();
            void refresh();
          }}
        />
      )}
    </AccountDialogButton>
  );
}
