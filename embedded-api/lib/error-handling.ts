import type { FastifyInstance } from "fastify";
import { ApiError, fail, MSG_ERROR, MSG_NO_ROUTE } from "./envelope";

/** Envelope paths answer HTTP 200 even for errors; other paths (images, pages) get a real 404. */
const isEnvelopePath = (url: string) => url.startsWith("/api/") || url.startsWith("/__test/");

/** Turns a Fastify route pattern ("/api/v2/course/:id(^\\d+$)") into a RegExp for a concrete path. */
function patternToRegExp(pattern: string): RegExp {
  const parts = pattern.split("/").map((segment) => {
    if (segment === "*") return ".*";
    const param = /^:[A-Za-z_]\w*(?:\((.+)\))?$/.exec(segment);
    if (param) return param[1] ? `(?:${param[1].replace(/^\^/, "").replace(/\$$/, "")})` : "[^/]+";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("/")}$`);
}

/**
 * Error envelope rules: ApiError → its code and message; anything else (bad JSON, 415, DB
 * errors, 405 method not allowed) → code 1 `错误`; unknown route → code 404 `路由不存在`.
 */
export function registerErrorHandling(app: FastifyInstance, logError: (error: unknown) => void): void {
  const routes: Array<{ method: string; regex: RegExp }> = [];
  app.addHook("onRoute", (route) => {
    // @fastify/cors answers preflights through an OPTIONS route for every path: not a real endpoint.
    if (route.url === "*") return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, regex: patternToRegExp(route.url) });
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(200).send(fail(error.code, error.message));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) logError(error);
    return reply.code(isEnvelopePath(request.url) ? 200 : status).send(fail(1, MSG_ERROR));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    const otherMethod = routes.some((r) => r.method !== request.method && r.regex.test(path));
    if (otherMethod && isEnvelopePath(request.url)) return reply.code(200).send(fail(1, MSG_ERROR));
    return reply.code(isEnvelopePath(request.url) ? 200 : 404).send(fail(404, MSG_NO_ROUTE));
  });
}
