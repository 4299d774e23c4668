"use client";

import { useRef } from "react";
import { toast } from "@/components/ui/toast-store";
import { avatarFileProblem, uploadAvatar } from "@/lib/api/account";
import { useMemberUpdate } from "./use-member-update";

export function AvatarUpload({ avatar, name }: { avatar: string; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useMemberUpdate();

  const upload = async (file: File | undefined) => {
    // Clear the picker at once, so choosing the same file again (after a refusal too) still fires onChange.
    if (input.current) input.current.value = "";
    if (!file || busy) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    await run(() => uploadAvatar(file), "头像已更新");
  };

  return (
    <div className="flex items-center gap-4 max-sm:flex-wrap max-sm:gap-x-3 max-sm:gap-y-1">
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars live on the API host */}
      <img src={avatar} alt={`${name}的头像`} className="h-16 w-16 rounded-full object-cover max-sm:h-12 max-sm:w-12" />
      <label className="cursor-pointer text-sm text-primary-ink hover:underline">
        {busy ? "上传中…" : "更换头像"}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          disabled={busy}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </label>
      <span className="text-xs text-gray-500">支持 png、jpg、jpeg，不超过1M</span>
    </div>
  );
}
