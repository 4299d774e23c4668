import { useEffect, useState } from "react";
import { formatDuration } from "@/lib/shared/format-duration";

const VISIBLE_MS = 6000;

/** 已为你定位到上次观看位置 mm:ss, shown for a few seconds after resuming. */
export function ResumeNote({ seconds }: { seconds: number }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <p role="status" className="absolute left-3 top-3 z-10 rounded bg-black/70 px-3 py-1.5 text-xs text-white">
      已为你定位到上次观看位置 {formatDuration(seconds)}
    </p>
  );
}
