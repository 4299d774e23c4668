import { matchRoute } from "./routes/match-route";
import type { H5Target } from "./routes/route-registry";

// PC addresses → H5 targets. The site's own routes declare theirs in the route registry; the
// official PC client also forwarded addresses of products this site does not serve (topics,
// live classes, e-books, learning paths, exams), which phones may still arrive at from old links.

export type H5Style = "hash" | "path";

const webview = (courseType: string) => ({ route: "/pages/webview/webview", params: `course_type=${courseType}&` });
const page = (route: string) => ({ route, params: "" });

const FORMER_PC_ROUTES: ReadonlyArray<{ prefix: string } & H5Target> = [
  { prefix: "/topic/detail/", hash: webview("topic") },
  { prefix: "/live/detail/", hash: page("/packageA/live/show") },
  { prefix: "/live/video/", hash: page("/packageA/live/video") },
  { prefix: "/book/detail/", hash: page("/packageA/book/show") },
  { prefix: "/book/read/", hash: webview("book") },
  { prefix: "/learnPath/detail/", hash: page("/packageA/learnPath/show") },
  { prefix: "/exam/papers/detail/", hash: webview("paperRead") },
  { prefix: "/exam/practice/detail/", hash: webview("practiceRead") },
  { prefix: "/exam/mockpaper/detail/", hash: webview("mockRead") },
];

/** The H5 target of a PC path and the id it carries, or null (then the H5 home). */
export function findH5Route(pathname: string): { route: H5Target; id: string } | null {
  const match = matchRoute(pathname);
  if (match) return match.route.h5 && match.id ? { route: match.route.h5, id: match.id } : null;
  for (const route of FORMER_PC_ROUTES) {
    if (!pathname.startsWith(route.prefix)) continue;
    const id = pathname.slice(route.prefix.length);
    return id ? { route, id } : null;
  }
  return null;
}
