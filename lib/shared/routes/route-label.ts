import { matchRoute } from "./match-route";

// The name a request is counted and logged under: its route in the registry, never the raw
// address (ids, junk paths and query strings would make every request a label of its own).

/** Addresses outside the registry: the browser's API, Next's own files, and everything else (404s). */
const UNREGISTERED_LABELS = { api: "api", revalidate: "revalidate", next: "next-internal", none: "unmatched" };

export function routeLabel(target: string): string {
  const pathname = target.split(/[?#]/, 1)[0];
  const match = matchRoute(pathname);
  if (match) return match.route.name;
  if (pathname === "/api/revalidate") return UNREGISTERED_LABELS.revalidate;
  if (pathname.startsWith("/api/")) return UNREGISTERED_LABELS.api;
  if (pathname.startsWith("/_next/")) return UNREGISTERED_LABELS.next;
  return UNREGISTERED_LABELS.none;
}
