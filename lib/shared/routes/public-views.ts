import { canonicalQuery, queryValues } from "./canonical-query";
import { matchRoute, pathFor, type RouteMatch } from "./match-route";
import { BROWSER_QUERY_PARAMS, ROUTES, type RouteDefinition } from "./route-registry";

const BROWSER_PARAMS = new Set<string>(BROWSER_QUERY_PARAMS);

// A cached page cannot read the query string, so each public address is served from a "view":
// its canonical query becomes the last segment of an internal route
// (/courses?cid=3&page=2 → /courses/catalog/cid=3&page=2; no query → index). The view is built
// from the canonical address only, so what decides the cache key and what renders agree.

export const DEFAULT_VIEW = "index";

export type PublicRequest =
  /** Served from this internal view path. */
  | { kind: "view"; path: string }
  /** Another spelling of a page (query, padded id, a raw "#"): sent to its one address. */
  | { kind: "redirect"; location: string }
  /**
   * The address carries the browser's parameters: sent to its one address with them in the fragment,
   * which no server sees, so no render that is stored and shared is ever made from them.
   */
  | { kind: "handoff"; location: string };

/**
 * What to do with a request for a public page. `target` is the request target as it arrived
 * (path and query, a raw "#" included): only the canonical spelling is served, anything else is
 * redirected to it, so a cache keyed on the address holds each page once and nothing else under it.
 * The browser's parameters never reach the page's render: they go to the fragment.
 */
export function publicRequest(match: RouteMatch, target: string): PublicRequest {
  const { route, id, canonicalPath } = match;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const pairs = queryAt === -1 ? [] : target.slice(queryAt + 1).split("&");
  const isForBrowser = (pair: string) => BROWSER_PARAMS.has(pair.split("=")[0]);
  const ownQuery = pairs.filter((pair) => !isForBrowser(pair)).join("&");
  const query = canonicalQuery(route.query, new URLSearchParams(ownQuery));
  const address = query ? `${canonicalPath}?${query}` : canonicalPath;
  const forBrowser = pairs.filter(isForBrowser).join("&");
  if (forBrowser) return { kind: "handoff", location: `${address}#${forBrowser}` };
  if (path !== canonicalPath || ownQuery !== query || (queryAt !== -1 && pairs.join("") === "")) {
    return { kind: "redirect", location: address };
  }
  if (!route.view) return { kind: "view", path: canonicalPath };
  return { kind: "view", path: `${pathFor({ ...route, path: route.view }, id)}/${query || DEFAULT_VIEW}` };
}

/** A query parameter's name as a server reads it (`login%5Fcode` is login_code). */
function decodedName(pair: string): string {
  try {
    return decodeURIComponent(pair.split("=")[0].replace(/\+/g, " "));
  } catch {
    return pair.split("=")[0];
  }
}

/**
 * A request for an address no page answers, with a query (`search`, "?…"): Next stores the 404
 * render, query included in its router data, and hands it to every later visitor of any missing
 * address. Such a request is sent to its bare path; this is the fragment that carries the browser's
 * parameters there ("" for none), or null when there is no query to drop.
 */
export function notFoundHandoff(search: string): string | null {
  const query = search.replace(/^\?/, "");
  if (!query) return null;
  return query
    .split("&")
    .filter((pair) => BROWSER_PARAMS.has(decodedName(pair)))
    .join("&");
}

/** The query values a view segment stands for (implied values included), for the page to read. */
export function viewValues(route: RouteDefinition, view: string): Record<string, string> {
  let text: string;
  try {
    text = decodeURIComponent(view);
  } catch {
    return queryValues(route.query, "");
  }
  if (text === DEFAULT_VIEW) return queryValues(route.query, "");
  // Only what the canonical form keeps: a view path asked for directly never reaches a page.
  return queryValues(route.query, canonicalQuery(route.query, new URLSearchParams(text)));
}

const segmentPattern = (appRoute: string) =>
  new RegExp(`^${appRoute.replace(/\[[^\]]+\]/g, "[^/]+").replace(/\./g, "\\.")}$`);

const PUBLIC_APP_ROUTES = ROUTES.filter((route: RouteDefinition) => route.access === "public").map(
  (route: RouteDefinition) => ({ route, pattern: segmentPattern(route.appRoute) }),
);

/**
 * Addresses that reach a public page's internal route directly (/courses/detail/5/index,
 * /og/courses/x.png): they are not pages of the site and answer 404.
 */
export function isInternalPath(pathname: string): boolean {
  return PUBLIC_APP_ROUTES.some(
    ({ route, pattern }) => pattern.test(pathname) && matchRoute(pathname)?.route.name !== route.name,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where each public page served from views is served at its address without a query, `:id` left open. */
const CANONICAL_VIEW_SHAPES = PUBLIC_APP_ROUTES.flatMap(({ route }) => {
  if (!route.view) return [];
  const template = `${route.view}/${DEFAULT_VIEW}`;
  return [{ route, pattern: new RegExp(`^${template.split(":id").map(escapeRegExp).join("([^/]+)")}$`) }];
});

/**
 * The internal path is the view a public page is served from at its address with no query
 * (/home/index, /courses/catalog/index, /courses/detail/5/index, /sitemap-xml/index…), exactly as
 * publicRequest serves it: the views a flood of query views must not push out of the page cache.
 * Share images are no view (a file per address) and are not among them.
 */
export function isCanonicalView(path: string): boolean {
  return CANONICAL_VIEW_SHAPES.some(({ route, pattern }) => {
    const found = path.match(pattern);
    if (!found) return false;
    const match = matchRoute(pathFor(route, found[1] ?? null));
    if (match?.route.name !== route.name) return false;
    const served = publicRequest(match, match.canonicalPath);
    return served.kind === "view" && served.path === path;
  });
}
