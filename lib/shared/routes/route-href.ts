import { canonicalQuery } from "./canonical-query";
import { pathFor, routeNamed } from "./match-route";
import type { RouteName } from "./route-registry";

type QueryValue = string | number | undefined | null;

/**
 * The canonical address of a declared route: what every link to a public page is built with, so
 * a click never lands on a redirect. Values that name no view (0, "", page 1, the default tab) drop out.
 */
export function routeHref(name: RouteName, query: Record<string, QueryValue> = {}, id?: number | string): string {
  const route = routeNamed(name);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = canonicalQuery(route.query, params);
  const path = pathFor(route, id === undefined ? null : String(id));
  return search ? `${path}?${search}` : path;
}
