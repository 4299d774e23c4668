// Skeletons the browser shows while a navigation is on its way. Pages never stream a loading.tsx
// fallback: the cached public pages would hand no-JS visitors and crawlers the skeleton with the
// content hidden, the lesson player must hydrate with its page, and a streamed page commits to
// 200 before it knows whether it is a 404, a redirect to /login or a 503 (backend down).

export type NavigationSkeletonKind = "course-list" | "course-detail" | "lesson" | "member" | "study-center" | "search";

/** The skeleton for a navigation from `current` to `target` (absolute addresses), or null. */
export function navigationSkeletonKind(target: string, current: string): NavigationSkeletonKind | null {
  const to = new URL(target, current);
  // Another filter, page or tab of the same page keeps the page in place (the progress bar shows).
  if (to.pathname === new URL(current).pathname) return null;
  if (to.pathname === "/courses") return "course-list";
  if (/^\/courses\/detail\/\d+$/.test(to.pathname)) return "course-detail";
  if (/^\/courses\/video\/\d+$/.test(to.pathname)) return "lesson";
  if (to.pathname === "/member" || to.pathname.startsWith("/member/")) return "member";
  if (to.pathname === "/study-center") return "study-center";
  if (to.pathname === "/search") return "search";
  return null;
}
