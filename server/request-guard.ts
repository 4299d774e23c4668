import type { IncomingHttpHeaders } from "node:http";
import { STATUS_PAGES, UPGRADE_REFUSED_PAGE, type StatusPage } from "../lib/shared/status-pages";
import {
  ALLOWED_METHODS,
  MAX_API_BODY_BYTES,
  MAX_REQUEST_TARGET_BYTES,
  namesNextInternalQuery,
  namesRouterQuery,
} from "../lib/shared/request-limits";

// What the site server refuses before Next sees a request (the nginx kit refuses the same, from the
// same limits): a request target that is too long, broken or carries a raw "#" (browsers never
// send one; a cache could read it differently from the renderer), a method the site does not
// answer, protocol upgrades, and bodies where none belongs or too large to read. Nothing here reads a body.

const ALLOWED = new Set<string>(ALLOWED_METHODS);

function hasMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Next reads query parameters named nxtP…/nxtI… as route parameters and drops _rsc before any of
 * our code sees the address, decoding their names first; outside the router's own requests (header
 * RSC: 1) they only make a second spelling of a page.
 */
function hasFrameworkQuery(url: string, headers: IncomingHttpHeaders): boolean {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return false;
  const query = url.slice(queryAt + 1);
  return namesNextInternalQuery(query) || (headers.rsc !== "1" && namesRouterQuery(query));
}

/** A protocol upgrade (WebSocket, h2c): Connection names "upgrade" and Upgrade a protocol. */
function asksForUpgrade(headers: IncomingHttpHeaders): boolean {
  return (
    headers.upgrade !== undefined &&
    (headers.connection ?? "").split(",").some((token) => token.trim().toLowerCase() === "upgrade")
  );
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return Number(headers["content-length"] ?? 0) > 0 || headers["transfer-encoding"] !== undefined;
}

/** The page to answer instead of Next, or null to pass the request on. */
export function refusalFor(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): StatusPage | null {
  if (!url || !url.startsWith("/")) return STATUS_PAGES[400];
  if (Buffer.byteLength(url) > MAX_REQUEST_TARGET_BYTES) return STATUS_PAGES[414];
  if (url.includes("#") || hasMalformedPath(url.split("?")[0]) || hasFrameworkQuery(url, headers)) {
    return STATUS_PAGES[400];
  }
  if (!method || !ALLOWED.has(method)) return STATUS_PAGES[405];
  // The site speaks plain HTTP: an upgrade is answered at once, never held open.
  if (asksForUpgrade(headers)) return UPGRADE_REFUSED_PAGE;
  if (url.startsWith("/api/")) {
    return Number(headers["content-length"] ?? 0) > MAX_API_BODY_BYTES ? STATUS_PAGES[413] : null;
  }
  // Pages take no bodies: a large upload to a page address is refused without reading it.
  return hasBody(headers) ? STATUS_PAGES[413] : null;
}
