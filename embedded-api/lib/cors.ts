import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

const MAX_AGE_SECONDS = 15 * 24 * 3600;
const DEFAULT_METHODS = "GET, POST, PUT, DELETE, OPTIONS";

/**
 * Open CORS on /api/* like MeEdu (fruitcake/laravel-cors, everything allowed): any origin, the
 * preflight's own method and headers echoed, no credentials, 15-day preflight cache; any OPTIONS
 * request under /api/ is a preflight. Other paths get no CORS headers (demo media sets its own).
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      if (!request.url.startsWith("/api/")) return callback(null, { origin: false });
      const method = request.headers["access-control-request-method"];
      callback(null, {
        origin: "*",
        methods: typeof method === "string" ? method : DEFAULT_METHODS,
        maxAge: MAX_AGE_SECONDS,
        strictPreflight: false,
      });
    },
  });
}
