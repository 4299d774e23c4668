import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import {
  finishRouteProgress,
  routeProgressState,
  subscribeRouteProgress,
  type RouteProgressState,
} from "@/lib/browser/route-progress";

const serverState = (): RouteProgressState => "idle";

// A thin bar at the top of the window while a client navigation is on its way.
export function RouteProgressBar() {
  const state = useSyncExternalStore(subscribeRouteProgress, routeProgressState, serverState);
  const location = `${usePathname()}?${useSearchParams().toString()}`;

  // The address the bar sees changes when the new route commits.
  useEffect(() => finishRouteProgress(), [location]);

  if (state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="页面加载中"
      aria-busy={state === "loading"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[110] h-[3px]"
    >
      <div
        className={`h-full origin-left bg-primary ${state === "loading" ? "route-progress-running" : "route-progress-done"}`}
      />
    </div>
  );
}
