import type { FastifyInstance } from "fastify";

const MAX_AGE_SECONDS = 15 * 24 * 3600;

/** Open CORS on /api/* like MeEdu: any origin, method and header, no credentials, 15-day preflight cache. */
export function registerCors(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    reply.header("Access-Control-Allow-Origin", "*");
    if (request.method !== "OPTIONS") return;
    const method = request.headers["access-control-request-method"];
    const headers = request.headers["access-control-request-headers"];
    reply.header("Access-Control-Allow-Methods", typeof method === "string" ? method : "GET, POST, PUT, DELETE, OPTIONS");
    if (typeof headers === "string") reply.header("Access-Control-Allow-Headers", headers);
    reply.header("Access-Control-Max-Age", MAX_AGE_SECONDS);
    return reply.code(204).send();
  });
}
