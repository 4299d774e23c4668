import type { ReactNode } from "react";

export function AccountRow({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex min-h-16 items-center gap-6 border-b border-gray-100 py-4 last:border-0 max-sm:gap-3">
      <dt className="w-24 shrink-0 text-sm text-gray-500 max-sm:w-12">{label}</dt>
      <dd className="flex-1 text-sm text-gray-800 max-sm:min-w-0">{children}</dd>
      {action && <dd className="shrink-0">{action}</dd>}
    </div>
  );
}
