"use client";

import { useState } from "react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { toast } from "@/components/ui/toast-store";
import { toggleCourseLike } from "@/lib/api/courses";
import { useCourseAccess } from "./course-access";
import { reportUnexpectedError } from "@/components/auth/report-error";

// Optimistic favourite toggle; the server's answer wins, a failure rolls back. Until the
// member toggles, the state is what the API said for this member (none for visitors).
export function CollectButton({ courseId }: { courseId: number }) {
  const { isLogin, isCollect } = useCourseAccess();
  const showDialog = useAuthDialogStore((state) => state.show);
  const [toggled, setCollected] = useState<boolean | null>(null);
  const collected = toggled ?? isCollect;
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!isLogin) {
      showDialog("login");
      return;
    }
    if (busy) return;
    const previous = collected;
    setCollected(!previous);
    setBusy(true);
    try {
      const now = await toggleCourseLike(courseId);
      setCollected(now);
      toast.success(now ? "收藏成功" : "已取消收藏");
    } catch (error) {
      setCollected(previous); // undo the optimistic toggle, and say why
      reportUnexpectedError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={collected}
      className={`shrink-0 text-sm ${collected ? "text-amber-700" : "text-gray-500 hover:text-amber-700"}`}
    >
      {collected ? "★ 已收藏" : "☆ 收藏"}
    </button>
  );
}
