import type { IncomingMessage, ServerResponse } from "node:http";

/** Seconds a visitor (or crawler) is asked to wait before trying a failed page again. */
export const RETRY_AFTER_SECONDS = 30;

const wantsPage = (req: IncomingMessage) =>
  (req.method === "GET" || req.method === "HEAD") &&
  !req.url?.startsWith("/api/") &&
  !req.headers.rsc &&
  (req.headers.accept ?? "").includes("text/html");

/**
 * A page that fails on the server fails because the backend is down, slow or answering
 * nonsense (the friendly 服务暂时不可用 page): that is a 503 with Retry-After, never cached,
 * not a 500 that search engines read as a broken site.
 */
export function markOutages(req: IncomingMessage, res: ServerResponse): void {
  if (!wantsPage(req)) return;
  const originalWriteHead = res.writeHead;
  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 500) {
      statusCode = 503;
      this.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
      if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
      const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg)) as
        Record<string, unknown> | undefined;
      if (headers) {
        for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") delete headers[name];
      }
    }
    return (originalWriteHead as (...a: unknown[]) => ServerResponse).apply(this, [statusCode, ...rest]);
  } as ServerResponse["writeHead"];
}
