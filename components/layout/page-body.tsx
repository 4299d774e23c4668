import type { ReactNode } from "react";
import { NavigationSkeleton } from "./navigation-skeleton";

export function PageBody({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-[800px]">
      <NavigationSkeleton>{children}</NavigationSkeleton>
    </main>
  );
}
