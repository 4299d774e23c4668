"use client";

import { useState } from "react";
import { reportUnexpectedError } from "@/components/auth/report-error";
import { useLogout } from "@/components/layout/use-logout";
import { toast } from "@/components/ui/toast-store";
import { requestAccountDeletion } from "@/lib/api/account";
import { ConfirmDialog } from "./confirm-dialog";

// 注销账号 → destroy → log out. MeEdu deletes the account 7 days later; logging in again cancels it.
export function DestroyAccountButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const logout = useLogout();

  const confirm = async () => {
    setBusy(true);
    try {
      await requestAccountDeletion();
      toast.success("已申请注销，账号将在7天后注销");
      setOpen(false);
      void logout();
    } catch (error) {
      reportUnexpectedError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm text-gray-500 hover:text-red-600">
        注销账号
      </button>
      <ConfirmDialog
        open={open}
        title="注销账号"
        message="确定要注销账号吗？账号将在7天后注销，期间重新登录即可撤销申请。"
        confirmLabel="确定注销"
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
