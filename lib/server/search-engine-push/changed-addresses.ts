import "server-only";
import { canonicalQuery } from "../../shared/routes/canonical-query";
import { matchRoute, pathFor } from "../../shared/routes/match-route";
import { ROUTES, type RouteDefinition } from "../../shared/routes/route-registry";
import { ID_PATTERN } from "../../shared/routes/query-rules";
import { isVipDisabledByBuild } from "../../shared/vip";

// Which canonical addresses a revalidation (POST /api/revalidate) changed, for the search engines:
// the pages whose own content a tag or path names, read from the route registry's `tags(id)`.
//   - A record's tag (one that holds the id: course-5) → that record's page (/courses/detail/5).
//   - A page's own tags (home, courses, announcements, roles) → that page (/, /courses, /announcement, /vip).
//   - Tags every indexable page shares (config, navs: the header and footer) → nothing: the pages'
//     content did not change, and pushing the whole site would spend the engines' quota on it.
//   - A list tag of a record page (courses, comments on a course page) → nothing more than its list page.
// A path → its canonical spelling when it is an indexable page. Files (sitemap, images) and internal
// view paths are never pushed.

const SAMPLE_IDS = ["101", "202"] as const;

function indexablePages(): RouteDefinition[] {
  return (ROUTES as readonly RouteDefinition[]).filter(
    (route) =>
      route.access === "public" && route.indexable && !route.file && !(route.name === "vip" && isVipDisabledByBuild()),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface TagRule {
  /** The address the tag stands for, or null when it does not match. */
  address(tag: string): string | null;
}

function tagRules(): TagRule[] {
  const pages = indexablePages().filter((route) => route.tags);
  const tagsOf = (route: RouteDefinition, id: string | null) => new Set(route.tags!(id));
  const shared = pages
    .map((route) => tagsOf(route, SAMPLE_IDS[0]))
    .reduce((common, tags) => new Set([...common].filter((tag) => tags.has(tag))));
  return pages.flatMap((route): TagRule[] => {
    if (!route.path.includes(":id")) {
      const own = [...tagsOf(route, null)].filter((tag) => !shared.has(tag));
      return [{ address: (tag) => (own.includes(tag) ? route.path : null) }];
    }
    // A record's tags are the ones that change with its id.
    const other = tagsOf(route, SAMPLE_IDS[1]);
    return [...tagsOf(route, SAMPLE_IDS[0])]
      .filter((tag) => !other.has(tag) && tag.includes(SAMPLE_IDS[0]))
      .map((template) => {
        const [before, after] = template.split(SAMPLE_IDS[0]);
        const pattern = new RegExp(`^${escapeRegExp(before)}(\\d{1,12})${escapeRegExp(after)}$`);
        return {
          address: (tag) => {
            const id = tag.match(pattern)?.[1];
            return id && ID_PATTERN.test(id) ? pathFor(route, id) : null;
          },
        };
      });
  });
}

let rules: TagRule[] | null = null;

/** The indexable page a public path (with its query) is, in its canonical spelling; else null. */
function pageAddress(path: string): string | null {
  const [pathname, query = ""] = path.split("?", 2);
  const match = matchRoute(pathname);
  if (!match || !indexablePages().includes(match.route)) return null;
  const search = canonicalQuery(match.route.query, new URLSearchParams(query));
  return search ? `${match.canonicalPath}?${search}` : match.canonicalPath;
}

/** The site-relative canonical addresses of the pages `tags` and `paths` changed, each once. */
export function changedAddresses(tags: readonly string[], paths: readonly string[]): string[] {
  rules ??= tagRules();
  const addresses = [...tags.flatMap((tag) => rules!.map((rule) => rule.address(tag))), ...paths.map(pageAddress)];
  return [...new Set(addresses.filter((address): address is string => address !== null))];
}
