"use client";

import { useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { changeNickname } from "@/lib/api/account";
import { useMemberUpdate } from "./use-member-update";

/** MeEdu's users.nick_name is varchar(24): 24 characters; a longer one fails there with a bare 错误. */
export const NICKNAME_MAX_CHARS = 24;
export const NICKNAME_TOO_LONG = `昵称不能超过${NICKNAME_MAX_CHARS}个字符`;

// MeEdu accepts one nickname change (while is_set_nickname is 0). No maxLength on the field: it
// would cut a pasted name silently; the counter and the message say what is too long instead.
export function NicknameForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const { busy, run } = useMemberUpdate();
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const nickName = value.trim();
  // Code points, as MySQL counts a utf8mb4 column (an emoji is one character there).
  const length = Array.from(nickName).length;
  const tooLong = length > NICKNAME_MAX_CHARS;

  const save = async () => {
    if (!nickName) {
      toast.error("请输入昵称");
      return;
    }
    if (tooLong) {
      input.current?.focus();
      return;
    }
    if (busy) return;
    await run(() => changeNickname(nickName), "昵称已修改");
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          ref={input}
          aria-label="昵称"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? messageId : undefined}
          className="h-9 w-56 min-w-0 rounded border border-gray-300 px-3 text-sm outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink aria-[invalid=true]:border-red-400"
        />
        <span className={`w-12 text-xs tabular-nums ${tooLong ? "text-red-600" : "text-gray-500"}`}>
          {length}/{NICKNAME_MAX_CHARS}
        </span>
        <button
          type="button"
          onClick={() => void save()}
          disabled={busy}
          className="h-9 shrink-0 whitespace-nowrap rounded bg-primary-ink px-4 text-sm text-white hover:bg-primary-dark disabled:opacity-60"
        >
          保存
        </button>
        <span className="text-xs text-gray-500">（只可修改一次）</span>
      </div>
      {tooLong && (
        <p id={messageId} role="alert" className="mt-1 text-xs text-red-600">
          {NICKNAME_TOO_LONG}
        </p>
      )}
    </div>
  );
}
