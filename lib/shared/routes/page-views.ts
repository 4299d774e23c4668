import { canonicalQuery } from "./canonical-query";
import { matchRoute, pathFor } from "./match-route";
import { DEFAULT_VIEW } from "./public-views";
import type { RouteDefinition } from "./route-registry";

// Which cached views one public address stands for, for POST /api/revalidate: the page's own
// views only, never another page's (a course's tabs, not every course).

export interface ViewTarget {
  /** A concrete internal path, or the internal route pattern when a page has too many views to list. */
  path: string;
  kind: "path" | "pattern";
}

function product(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((rows, list) => rows.flatMap((row) => list.map((item) => [...row, item])), [[]]);
}

/** Every view of one page, when each of its parameters has a short list of values; else null. */
function listedViews(route: RouteDefinition): string[] | null {
  const rules = Object.entries(route.query ?? {});
  if (rules.some(([, rule]) => !rule.values)) return null;
  const choices = rules.map(([name, rule]) => ["", ...rule.values!.map((value) => `${name}=${value}`)]);
  return product(choices).map((parts) => parts.filter(Boolean).join("&") || DEFAULT_VIEW);
}

/** The views a public address (path, optionally with its query) stands for, or null when it is not one. */
export function viewTargets(address: string): ViewTarget[] | null {
  const [pathname, query = ""] = address.split("?", 2);
  const match = matchRoute(pathname);
  if (!match || match.route.access !== "public") return null;
  const { route, id } = match;
  if (!route.view) return [{ path: match.canonicalPath, kind: "path" }];
  const base = pathFor({ ...route, path: route.view }, id);
  if (query)
    return [
      { path: `${base}/${canonicalQuery(route.query, new URLSearchParams(query)) || DEFAULT_VIEW}`, kind: "path" },
    ];
  const views = listedViews(route);
  if (views) return views.map((view) => ({ path: `${base}/${view}`, kind: "path" }));
  // A page without an id whose views cannot be listed (/courses, /announcement): its route is that page alone.
  return [{ path: route.appRoute, kind: "pattern" }];
}
