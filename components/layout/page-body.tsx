import type { ReactNode } from "react";
import { NavigationSkeleton } from "./navigation-skeleton";

// flex-1: the main area takes the rest of the (main) layout's screen-high column, so the footer
// of a short page sits at the bottom of the screen instead of under a grey void.
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <main className="flex-1">
      <NavigationSkeleton>{children}</NavigationSkeleton>
    </main>
  );
}
