import type { ReactNode } from "react";

export const PAGE_LOADING_LABEL = "页面加载中";

/** The frame of every route skeleton: announced once as loading, its shapes hidden from screen readers. */
export function PageSkeleton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={PAGE_LOADING_LABEL} aria-busy="true" className={className}>
      <div aria-hidden>{children}</div>
    </div>
  );
}
