import { matchRoute } from "../shared/routes/match-route";
import { ROUTES, type RouteDefinition } from "../shared/routes/route-registry";

// Routes that need a signed-in member: the registry's "member" routes, and anything below them
// (an unknown /member/… address still asks for a login first rather than revealing a 404).
const MEMBER_PREFIXES = ROUTES.filter((route: RouteDefinition) => route.access === "member")
  .filter((route) => !route.path.includes(":id"))
  .map((route) => `${route.path}/`);

export function isProtectedPath(pathname: string): boolean {
  if (matchRoute(pathname)?.route.access === "member") return true;
  return MEMBER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
