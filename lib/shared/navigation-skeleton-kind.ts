import { matchRoute } from "./routes/match-route";
import type { NavigationSkeletonKind } from "./routes/route-registry";

// Skeletons the browser shows while a navigation is on its way (declared per route in the route
// registry). Pages never stream a loading.tsx fallback: the cached public pages would hand no-JS
// visitors and crawlers the skeleton with the content hidden, the lesson player must hydrate with
// its page, and a streamed page commits to 200 before it knows whether it is a 404, a redirect to
// /login or a 503 (backend down).

export type { NavigationSkeletonKind };

/** The skeleton for a navigation from `current` to `target` (absolute addresses), or null. */
export function navigationSkeletonKind(target: string, current: string): NavigationSkeletonKind | null {
  const to = new URL(target, current);
  // Another filter, page or tab of the same page keeps the page in place (the progress bar shows).
  if (to.pathname === new URL(current).pathname) return null;
  return matchRoute(to.pathname)?.route.skeleton ?? null;
}
