// Public pages are rendered once and served to every visitor from the cache, so they
// cannot read the query string. Each variant a URL can ask for (?tab=, ?page=, filters)
// becomes the route's last path segment, the "view": middleware rewrites
// /courses/detail/5?tab=3 to /courses/detail/5/tab=3. Only the parameters a page uses
// are kept, in a fixed order, so equal pages share one cache entry.

export const DEFAULT_VIEW = "index";

interface PublicPage {
  pattern: RegExp;
  /** The internal route the view segment is appended to. */
  route: (match: RegExpMatchArray) => string;
  /** The internal route's pattern, for revalidating every view of the page at once. */
  routePattern: string;
  params: readonly string[];
}

const PUBLIC_PAGES: readonly PublicPage[] = [
  { pattern: /^\/$/, route: () => "/home", routePattern: "/home/[view]", params: [] },
  {
    pattern: /^\/courses$/,
    route: () => "/courses/catalog",
    routePattern: "/courses/catalog/[view]",
    params: ["cid", "child", "scene", "page"],
  },
  {
    pattern: /^\/courses\/detail\/(\d{1,12})$/,
    route: (m) => `/courses/detail/${m[1]}`,
    routePattern: "/courses/detail/[courseId]/[view]",
    params: ["tab"],
  },
  {
    pattern: /^\/announcement$/,
    route: () => "/announcement",
    routePattern: "/announcement/[view]",
    params: ["id", "page"],
  },
  { pattern: /^\/vip$/, route: () => "/vip", routePattern: "/vip/[view]", params: [] },
  { pattern: /^\/sitemap\.xml$/, route: () => "/sitemap-xml", routePattern: "/sitemap-xml/[view]", params: [] },
  { pattern: /^\/robots\.txt$/, route: () => "/robots-txt", routePattern: "/robots-txt/[view]", params: [] },
];

// Paths that only exist as rewrite targets; asked for directly they are not found.
const INTERNAL_VIEW_PATHS = [
  /^\/home(\/|$)/,
  /^\/courses\/catalog(\/|$)/,
  /^\/courses\/detail\/[^/]+\/./,
  /^\/announcement\/./,
  /^\/vip\/./,
  /^\/sitemap-xml(\/|$)/,
  /^\/robots-txt(\/|$)/,
];

/** Query values a view may carry: short ids, page numbers and keywords like "free". */
const VIEW_VALUE = /^[A-Za-z0-9_]{1,32}$/;

export function viewSegment(query: URLSearchParams, params: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of params) {
    const value = query.get(name);
    if (value && VIEW_VALUE.test(value)) kept.set(name, value);
  }
  return kept.toString() || DEFAULT_VIEW;
}

/** The internal path a public URL is served from, or null for any other page. */
export function publicViewPath(pathname: string, query: URLSearchParams): string | null {
  for (const page of PUBLIC_PAGES) {
    const match = pathname.match(page.pattern);
    if (match) return `${page.route(match)}/${viewSegment(query, page.params)}`;
  }
  return null;
}

/** The route pattern whose every view serves this public path (for revalidation), or null. */
export function publicRoutePattern(pathname: string): string | null {
  return PUBLIC_PAGES.find((page) => page.pattern.test(pathname))?.routePattern ?? null;
}

export function isInternalViewPath(pathname: string): boolean {
  return INTERNAL_VIEW_PATHS.some((pattern) => pattern.test(pathname));
}

/** The query a page's view stands for, as Next's searchParams record. */
export function viewQuery(view: string): Record<string, string> {
  let text = view;
  try {
    text = decodeURIComponent(view);
  } catch {
    return {};
  }
  if (text === DEFAULT_VIEW) return {};
  return Object.fromEntries(new URLSearchParams(text));
}
