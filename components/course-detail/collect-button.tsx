"use client";

import { useState } from "react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { useSessionStatus } from "@/components/providers/use-session-status";
import { useWhenReady } from "@/components/providers/use-when-ready";
import { toast } from "@/components/ui/toast-store";
import { BUSY_MESSAGE } from "@/lib/api/errors";
import { toggleCourseLike } from "@/lib/api/courses";
import { useCourseAccess } from "./course-access";
import { reportUnexpectedError } from "@/components/auth/report-error";

// Optimistic favourite toggle; the server's answer wins, a failure rolls back. Until the
// member toggles, the state is what the API said for this member (none for visitors). A click
// while the member is still loading waits for them and for their state, then asks for what it
// showed (收藏 or 取消收藏), so it never offers a member the login dialog.
export function CollectButton({ courseId }: { courseId: number }) {
  const status = useSessionStatus();
  const { isCollect, settled, unavailable } = useCourseAccess();
  const showDialog = useAuthDialogStore((state) => state.show);
  const [toggled, setCollected] = useState<boolean | null>(null);
  const collected = toggled ?? isCollect;
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
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

  const ready = status !== "loading" && (status !== "member" || settled || unavailable);
  const request = useWhenReady(ready, (wanted: boolean) => {
    if (status === "visitor") showDialog("login");
    else if (status === "unknown") toast.error(BUSY_MESSAGE);
    else if (collected !== wanted) void toggle();
  });

  return (
    <button
      type="button"
      onClick={() => request(!collected)}
      aria-pressed={collected}
      className={`shrink-0 text-sm ${collected ? "text-amber-700" : "text-gray-500 hover:text-amber-700"}`}
    >
      {collected ? "★ 已收藏" : "☆ 收藏"}
    </button>
  );
}
