import type { Instrumentation } from "next";

// Runs once when a server starts (Next's own standalone server in deploy/, and `npm start`). The
// Node.js work lives in its own module, imported only for that runtime (Next also compiles this file
// for the edge runtime, which has no process.exit).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./lib/observability/server-start");
    startServer();
  }
}

/** A render or route handler threw: one structured line with the request's id (Next prints the stack itself). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/observability/request-error");
  logRequestError(error, request, context);
};
