"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { changeNickname } from "@/lib/api/account";
import { useMemberUpdate } from "./use-member-update";

const MAX_LENGTH = 24;

// MeEdu accepts one nickname change (while is_set_nickname is 0); its column holds 24 characters.
export function NicknameForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const { busy, run } = useMemberUpdate();

  const save = async () => {
    const nickName = value.trim();
    if (!nickName) {
      toast.error("请输入昵称");
      return;
    }
    if (busy) return;
    await run(() => changeNickname(nickName), "昵称已修改");
  };

  return (
    <div className="flex items-center gap-3">
      <input
        aria-label="昵称"
        value={value}
        maxLength={MAX_LENGTH}
        onChange={(event) => setValue(event.target.value)}
        className="h-9 w-56 rounded border border-gray-300 px-3 text-sm outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink"
      />
      <button
        type="button"
        onClick={() => void save()}
        disabled={busy}
        className="h-9 rounded bg-primary-ink px-4 text-sm text-white hover:bg-primary-dark disabled:opacity-60"
      >
        保存
      </button>
      <span className="text-xs text-gray-500">（只可修改一次）</span>
    </div>
  );
}
