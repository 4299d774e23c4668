import type { CourseAttachment } from "@/lib/api/courses-types";
import { formatFileSize } from "@/lib/shared/format-file-size";
import { AttachmentAction, AttachmentLoginHint } from "./attachment-access";

interface AttachmentListProps {
  courseId: number;
  attachments: CourseAttachment[];
  returnTo: string;
}

// The list is public; the login hint and the download buttons follow the member (course access).
export function AttachmentList({ courseId, attachments, returnTo }: AttachmentListProps) {
  if (attachments.length === 0) return <p className="py-10 text-center text-gray-500">暂无附件</p>;
  return (
    <div>
      <AttachmentLoginHint returnTo={returnTo} />
      <ul className="divide-y divide-gray-100">
        {attachments.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-4">
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs uppercase text-gray-600">
              {item.extension || "file"}
            </span>
            <span className="min-w-0 flex-1 truncate text-[15px] text-gray-800">{item.name}</span>
            <span className="shrink-0 text-sm text-gray-500">{formatFileSize(item.size)}</span>
            <AttachmentAction courseId={courseId} attachId={item.id} name={item.name} />
          </li>
        ))}
      </ul>
    </div>
  );
}
