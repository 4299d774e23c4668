"use client";

import { ServiceUnavailable } from "@/components/ui/service-unavailable";
import "./globals.css";

// Last resort when even the root layout fails: it replaces the whole document.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body className="font-sans">
        <ServiceUnavailable onRetry={reset} />
      </body>
    </html>
  );
}
