import { startRouteProgress } from "@/lib/browser/route-progress";

// Next calls this for every App Router navigation (links and router.push/replace) before it
// fetches the new route: the start signal of the route progress bar.
export function onRouterTransitionStart(url: string): void {
  startRouteProgress(url);
}
