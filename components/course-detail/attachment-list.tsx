import { LoginLink } from "@/components/ui/login-link";
import type { CourseAttachment } from "@/lib/api/course-models";
import { formatFileSize } from "@/lib/format-file-size";
import { AttachmentDownloadButton } from "./attachment-download-button";

interface AttachmentListProps {
  courseId: number;
  attachments: CourseAttachment[];
  isLogin: boolean;
  canDownload: boolean;
  returnTo: string;
}

export function AttachmentList({ courseId, attachments, isLogin, canDownload, returnTo }: AttachmentListProps) {
  if (attachments.length === 0) return <p className="py-10 text-center text-gray-400">暂无附件</p>;
  return (
    <div>
      {!isLogin && (
        <p className="mb-4 rounded bg-gray-50 px-4 py-3 text-sm text-gray-600">
          登录并购买课程后可下载附件，
          <LoginLink returnTo={returnTo} className="text-primary hover:underline">
            立即登录
          </LoginLink>
        </p>
      )}
      <ul className="divide-y divide-gray-100">
        {attachments.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-4">
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs uppercase text-gray-500">{item.extension || "file"}</span>
            <span className="min-w-0 flex-1 truncate text-[15px] text-gray-800">{item.name}</span>
            <span className="shrink-0 text-sm text-gray-400">{formatFileSize(item.size)}</span>
            {canDownload ? (
              <AttachmentDownloadButton courseId={courseId} attachId={item.id} name={item.name} />
            ) : (
              isLogin && <span className="shrink-0 text-sm text-gray-400">请购买课程后下载</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
