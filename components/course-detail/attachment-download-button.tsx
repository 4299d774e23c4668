import { useState } from "react";
import { fetchAttachmentDownloadUrl } from "@/lib/api/courses";

// The download address is one-time and fetched on click (buyers only).
export function AttachmentDownloadButton({
  courseId,
  attachId,
  name,
}: {
  courseId: number;
  attachId: number;
  name: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const url = await fetchAttachmentDownloadUrl(courseId, attachId);
      if (url) window.open(url, "_blank", "noopener");
    } catch {
      // the API client already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-label={`下载附件 ${name}`}
      className="shrink-0 rounded border border-primary px-4 py-1 text-sm text-primary-ink hover:bg-primary-light disabled:opacity-60"
    >
      下载附件
    </button>
  );
}
