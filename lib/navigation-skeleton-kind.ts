// Public pages are cached whole and must not stream a loading.tsx fallback into their HTML (no-JS
// visitors and crawlers would get the skeleton, the content hidden). Their skeleton is shown by
// the browser instead, while a navigation toward them is on its way.

export type NavigationSkeletonKind = "course-list" | "course-detail";

/** The skeleton for a navigation from `current` to `target` (absolute addresses), or null. */
export function navigationSkeletonKind(target: string, current: string): NavigationSkeletonKind | null {
  const to = new URL(target, current);
  // Another filter, page or tab of the same page keeps the page in place (the progress bar shows).
  if (to.pathname === new URL(current).pathname) return null;
  if (to.pathname === "/courses") return "course-list";
  if (/^\/courses\/detail\/\d+$/.test(to.pathname)) return "course-detail";
  return null;
}
