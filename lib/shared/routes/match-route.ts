import { INDEXNOW_KEY_CHARS } from "../indexnow-key";
import { ID_PATTERN } from "./query-rules";
import { ROUTES, type RouteDefinition, type RouteName } from "./route-registry";

// Which declared route an address is, read the way every part of the site reads it.

export interface RouteMatch {
  route: RouteDefinition;
  /** The record id in the path (canonical spelling), or null for routes without one. */
  id: string | null;
  /** The path as the route writes it (an id such as "007" becomes "7"). */
  canonicalPath: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Ids are matched loosely (digits) so that padded spellings can be sent to the one address. A `:key`
 * (the IndexNow key file) matches any well-formed key: which one the site answers is the deployment's.
 */
function compile(path: string): RegExp {
  const [before, after] = path.split(":key");
  if (after !== undefined) return new RegExp(`^${escapeRegExp(before)}${INDEXNOW_KEY_CHARS}${escapeRegExp(after)}$`);
  return new RegExp(`^${path.split(":id").map(escapeRegExp).join("(\\d{1,12})")}$`);
}

const COMPILED = ROUTES.map((route: RouteDefinition) => ({ route, pattern: compile(route.path) }));

export function pathFor(route: RouteDefinition, id: string | null): string {
  return id === null ? route.path : route.path.replace(":id", id);
}

export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, pattern } of COMPILED) {
    const found = pathname.match(pattern);
    if (!found) continue;
    if (found[1] === undefined)
      return { route, id: null, canonicalPath: route.path.includes(":key") ? pathname : route.path };
    const id = found[1].replace(/^0+/, "");
    if (!ID_PATTERN.test(id)) return null; // "0", "000": no record has that id
    return { route, id, canonicalPath: pathFor(route, id) };
  }
  return null;
}

export function routeNamed(name: RouteName): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
