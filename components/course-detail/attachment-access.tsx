"use client";

import { useSessionStatus } from "@/components/providers/use-session-status";
import { LoginLink } from "@/components/ui/login-link";
import { AttachmentDownloadButton } from "./attachment-download-button";
import { useCourseAccess } from "./course-access";

// For visitors only: a member whose session is loading or unknown is never asked to sign in.
export function AttachmentLoginHint({ returnTo }: { returnTo: string }) {
  if (useSessionStatus() !== "visitor") return null;
  return (
    <p className="mb-4 rounded bg-gray-50 px-4 py-3 text-sm text-gray-600">
      登录并购买课程后可下载附件，
      <LoginLink returnTo={returnTo} className="text-primary-ink underline">
        立即登录
      </LoginLink>
    </p>
  );
}

export function AttachmentAction({ courseId, attachId, name }: { courseId: number; attachId: number; name: string }) {
  const { isLogin, isBuy } = useCourseAccess();
  if (isBuy) return <AttachmentDownloadButton courseId={courseId} attachId={attachId} name={name} />;
  if (isLogin) return <span className="shrink-0 text-sm text-gray-500">请购买课程后下载</span>;
  return null;
}
