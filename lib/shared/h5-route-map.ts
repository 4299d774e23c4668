// PC path prefixes → H5 targets (the official PC client's table), tested in this order.

export type H5Style = "hash" | "path";

export interface H5Route {
  prefix: string;
  /** uni-app hash route and the fixed params that precede `id`. */
  hash: { route: string; params: string };
  /** Route of the React H5 (`xyz.meedu.h5`); absent where it has no equivalent page. */
  path?: (id: string) => string;
}

const webview = (courseType: string) => ({ route: "/pages/webview/webview", params: `course_type=${courseType}&` });
const page = (route: string) => ({ route, params: "" });

export const H5_ROUTES: readonly H5Route[] = [
  { prefix: "/topic/detail/", hash: webview("topic") },
  { prefix: "/courses/detail/", hash: page("/pages/course/show"), path: (id) => `/course/${id}` },
  { prefix: "/courses/video/", hash: page("/pages/course/video"), path: (id) => `/course/video/${id}` },
  { prefix: "/live/detail/", hash: page("/packageA/live/show") },
  { prefix: "/live/video/", hash: page("/packageA/live/video") },
  { prefix: "/book/detail/", hash: page("/packageA/book/show") },
  { prefix: "/book/read/", hash: webview("book") },
  { prefix: "/learnPath/detail/", hash: page("/packageA/learnPath/show") },
  { prefix: "/exam/papers/detail/", hash: webview("paperRead") },
  { prefix: "/exam/practice/detail/", hash: webview("practiceRead") },
  { prefix: "/exam/mockpaper/detail/", hash: webview("mockRead") },
];

/** The first route whose prefix starts the path (the reference used indexOf, i.e. anywhere). */
export function findH5Route(pathname: string): { route: H5Route; id: string } | null {
  for (const route of H5_ROUTES) {
    if (!pathname.startsWith(route.prefix)) continue;
    const id = pathname.slice(route.prefix.length);
    return id ? { route, id } : null;
  }
  return null;
}
