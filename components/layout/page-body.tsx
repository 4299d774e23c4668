import type { ReactNode } from "react";

export function PageBody({ children }: { children: ReactNode }) {
  return <main className="min-h-[800px]">{children}</main>;
}
