import { CACHE_TAGS as TAG, courseTag } from "../cache-tags";
import { type QueryRule, idRule, oneOf, pageRule } from "./query-rules";

// Every page and file route of the site, declared once. Middleware (canonical addresses, views,
// protected routes, H5 forwarding), the navigation skeletons, the sitemap, POST /api/revalidate and
// the nginx kit derive from this table; lib/__tests__/route-registry.test.ts fails when a folder
// under app/ and the table disagree. README, "How to add a page".

/**
 * public: the same HTML for everyone, rendered once per view and cached (ISR, the edge);
 * open: rendered per request, no login needed; member: rendered per request, login required.
 */
export type RouteAccess = "public" | "open" | "member";

export type NavigationSkeletonKind = "course-list" | "course-detail" | "lesson" | "member" | "study-center" | "search";

/** Where a phone is forwarded on the school's H5 site (docs/product-rules.md#h5-redirect). */
export interface H5Target {
  /** uni-app hash route and the fixed params that precede `id`. */
  hash: { route: string; params: string };
  /** Route of the React H5 (`xyz.meedu.h5`); absent where it has no equivalent page. */
  path?: (id: string) => string;
}

/** The lists whose newest record dates a page in the sitemap (lastmod), read from MeEdu. */
export type SitemapDateSource = "courses" | "announcements";

export interface SitemapEntry {
  changeFrequency: "daily" | "weekly" | "monthly";
  priority: number;
  /** Its lastmod: the newest record of these lists (a page has no date of its own in MeEdu). */
  lastModifiedFrom: readonly SitemapDateSource[];
}

/**
 * The backend record a page shows. course, lesson, announcement: read by id before the page renders;
 * order: an order number, checked by its form only (its status needs the member's token).
 */
export type PageRecordKind = "course" | "lesson" | "announcement" | "order";

export interface PageRecord {
  kind: PageRecordKind;
  /** The query parameter naming it; absent: the path's `:id`. */
  param?: string;
  /** The page also stands without one (/announcement shows the latest). */
  optional?: true;
}

export interface RouteDefinition {
  name: string;
  /**
   * The public address; `:id` stands for a record id (1–12 digits, no leading zero), `:key` for
   * IndexNow's key (lib/shared/indexnow-key.ts).
   */
  path: string;
  access: RouteAccess;
  /** The route under app/ that answers, route groups left out (a public page: its view route). */
  appRoute: string;
  /** Public pages: the internal path a view segment is appended to (`:id` filled in). */
  view?: string;
  /** Public pages: the query parameters that select a view, in canonical order. */
  query?: Readonly<Record<string, QueryRule>>;
  /** Search engines may index it (public pages listed in the sitemap and linked). */
  indexable?: boolean;
  /** Its own sitemap entry, or one per record the backend lists ("per-record", lib/server/sitemap-entries.ts). */
  sitemap?: SitemapEntry | "per-record";
  skeleton?: NavigationSkeletonKind;
  h5?: H5Target;
  /** Public pages: the cache tags (lib/api/cache-policy.ts) of the reads a view is made of. */
  tags?: (id: string | null) => string[];
  /**
   * A file, not a page (sitemap, robots.txt, share images): phones get it as it is, never forwarded
   * to the H5 site (smartphone crawlers read robots.txt and the sitemap too).
   */
  file?: true;
  /**
   * Not a page but an endpoint for machines or page scripts (health, readiness, metrics, JSON):
   * middleware passes it through untouched (no phone forwarding, no page headers, no session marker).
   */
  endpoint?: true;
  /**
   * The record it shows: an address naming one the backend does not have is answered with the
   * not-found page itself (lib/edge/missing-record.ts), so the 404's HTML is that page.
   */
  record?: PageRecord;
}

/**
 * Query parameters read by the page's scripts, never by the server: a social sign-in's return
 * (login_code, action) and the inviter of a shared link (msv). Any public address may carry them;
 * they are not part of its view, and the edge never stores an answer to an address with them.
 */
export const BROWSER_QUERY_PARAMS = ["login_code", "action", "msv"] as const;

const h5Page = (route: string) => ({ route, params: "" });

export const ROUTES = [
  {
    name: "home",
    path: "/",
    access: "public",
    appRoute: "/home/[view]",
    view: "/home",
    indexable: true,
    // It shows course blocks and the latest announcement.
    sitemap: { changeFrequency: "daily", priority: 1, lastModifiedFrom: ["courses", "announcements"] },
    tags: () => [TAG.config, TAG.navs, TAG.home, TAG.links],
  },
  {
    name: "courses",
    path: "/courses",
    access: "public",
    appRoute: "/courses/catalog/[view]",
    view: "/courses/catalog",
    query: { cid: idRule, child: { ...idRule, requires: "cid" }, scene: oneOf(["free", "sub"]), page: pageRule },
    indexable: true,
    sitemap: { changeFrequency: "daily", priority: 0.9, lastModifiedFrom: ["courses"] },
    skeleton: "course-list",
    tags: () => [TAG.config, TAG.navs, TAG.courses],
  },
  {
    name: "course",
    path: "/courses/detail/:id",
    access: "public",
    appRoute: "/courses/detail/[courseId]/[view]",
    view: "/courses/detail/:id",
    query: { tab: oneOf(["2", "3", "4", "5"], "2") },
    indexable: true,
    sitemap: "per-record",
    skeleton: "course-detail",
    h5: { hash: h5Page("/pages/course/show"), path: (id) => `/course/${id}` },
    record: { kind: "course" },
    tags: (id) => [TAG.config, TAG.navs, TAG.courses, courseTag(id ?? ""), TAG.comments],
  },
  {
    name: "announcement",
    path: "/announcement",
    access: "public",
    appRoute: "/announcement/[view]",
    view: "/announcement",
    query: { id: idRule, page: pageRule },
    record: { kind: "announcement", param: "id", optional: true },
    indexable: true,
    sitemap: "per-record",
    tags: () => [TAG.config, TAG.navs, TAG.announcements],
  },
  {
    name: "vip",
    path: "/vip",
    access: "public",
    appRoute: "/vip/[view]",
    view: "/vip",
    indexable: true,
    // MeEdu's plans carry no date: dated by the newest course, which a membership may open.
    sitemap: { changeFrequency: "weekly", priority: 0.6, lastModifiedFrom: ["courses"] },
    tags: () => [TAG.config, TAG.navs, TAG.roles],
  },
  // The sitemap index, naming the files below (lib/server/sitemap-layout.ts).
  {
    name: "sitemap",
    path: "/sitemap.xml",
    access: "public",
    appRoute: "/sitemap-xml/[view]",
    view: "/sitemap-xml",
    file: true,
    tags: () => [TAG.courses, TAG.announcements],
  },
  // The pages with an entry of their own, then the announcements, 50,000 URLs a file.
  {
    name: "sitemap-pages",
    path: "/sitemaps/pages-:id.xml",
    access: "public",
    appRoute: "/sitemap-xml/pages/[file]/[view]",
    view: "/sitemap-xml/pages/:id",
    file: true,
    tags: () => [TAG.courses, TAG.announcements],
  },
  // Every listed course, 50,000 a file.
  {
    name: "sitemap-courses",
    path: "/sitemaps/courses-:id.xml",
    access: "public",
    appRoute: "/sitemap-xml/courses/[file]/[view]",
    view: "/sitemap-xml/courses/:id",
    file: true,
    tags: () => [TAG.courses],
  },
  {
    name: "robots",
    path: "/robots.txt",
    access: "public",
    appRoute: "/robots-txt/[view]",
    view: "/robots-txt",
    file: true,
  },
  // IndexNow's key file (INDEXNOW_KEY): answered at the configured key's address only, else 404
  // (middleware.ts); one cached view whatever the key.
  {
    name: "indexnow-key",
    path: "/:key.txt",
    access: "public",
    appRoute: "/indexnow-key/[view]",
    view: "/indexnow-key",
    file: true,
  },
  {
    name: "site-image",
    path: "/og/site.png",
    access: "public",
    appRoute: "/og/[file]",
    file: true,
    tags: () => [TAG.config],
  },
  {
    name: "course-image",
    path: "/og/courses/:id.png",
    access: "public",
    appRoute: "/og/courses/[file]",
    file: true,
    tags: (id) => [TAG.config, courseTag(id ?? "")],
  },
  { name: "login", path: "/login", access: "open", appRoute: "/login" },
  { name: "login-callback", path: "/login/callback", access: "open", appRoute: "/login/callback" },
  { name: "search", path: "/search", access: "open", appRoute: "/search", skeleton: "search" },
  { name: "error", path: "/error", access: "open", appRoute: "/error" },
  { name: "bind-mobile", path: "/bind-mobile", access: "open", appRoute: "/bind-mobile" },
  { name: "face-check", path: "/face-check", access: "open", appRoute: "/face-check" },
  {
    name: "lesson",
    path: "/courses/video/:id",
    access: "member",
    appRoute: "/courses/video/[videoId]",
    skeleton: "lesson",
    h5: { hash: h5Page("/pages/course/video"), path: (id) => `/course/video/${id}` },
    record: { kind: "lesson" },
  },
  { name: "member", path: "/member", access: "member", appRoute: "/member", skeleton: "member" },
  { name: "messages", path: "/member/messages", access: "member", appRoute: "/member/messages", skeleton: "member" },
  { name: "orders", path: "/member/orders", access: "member", appRoute: "/member/orders", skeleton: "member" },
  {
    name: "credit",
    path: "/member/credit1-free",
    access: "member",
    appRoute: "/member/credit1-free",
    skeleton: "member",
  },
  { name: "order", path: "/order", access: "member", appRoute: "/order" },
  {
    name: "order-pay",
    path: "/order/pay",
    access: "member",
    appRoute: "/order/pay",
    record: { kind: "order", param: "order_no" },
  },
  { name: "order-success", path: "/order/success", access: "member", appRoute: "/order/success" },
  {
    name: "study-center",
    path: "/study-center",
    access: "member",
    appRoute: "/study-center",
    skeleton: "study-center",
  },
  // For the agreement dialog's script: which agreements the school has published (JSON).
  {
    name: "published-agreements",
    path: "/agreements/published",
    access: "open",
    appRoute: "/agreements/published",
    endpoint: true,
  },
  // Operating the site (docs/operating.md, Operating): never cached, never in the sitemap.
  { name: "healthz", path: "/healthz", access: "open", appRoute: "/healthz", endpoint: true },
  { name: "readyz", path: "/readyz", access: "open", appRoute: "/readyz", endpoint: true },
  { name: "metrics", path: "/metrics", access: "open", appRoute: "/metrics", endpoint: true },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]["name"];
