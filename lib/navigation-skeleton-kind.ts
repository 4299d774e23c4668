// Skeletons the browser shows while a navigation is on its way, for pages that must not stream a
// loading.tsx fallback: the cached public pages (no-JS visitors and crawlers would get the skeleton
// with the content hidden) and the lesson page (its player must hydrate with the page, and an
// unknown lesson must stay a real 404).

export type NavigationSkeletonKind = "course-list" | "course-detail" | "lesson";

/** The skeleton for a navigation from `current` to `target` (absolute addresses), or null. */
export function navigationSkeletonKind(target: string, current: string): NavigationSkeletonKind | null {
  const to = new URL(target, current);
  // Another filter, page or tab of the same page keeps the page in place (the progress bar shows).
  if (to.pathname === new URL(current).pathname) return null;
  if (to.pathname === "/courses") return "course-list";
  if (/^\/courses\/detail\/\d+$/.test(to.pathname)) return "course-detail";
  if (/^\/courses\/video\/\d+$/.test(to.pathname)) return "lesson";
  return null;
}
