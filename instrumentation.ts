import type { Instrumentation } from "next";

// Runs once when a server starts (Next's own standalone server in deploy/, and `npm start`): a
// missing or malformed setting stops it with a message naming the variable (lib/shared/env.ts),
// instead of surfacing later as odd pages. Then metrics, request ids and request recording
// (lib/observability/start.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { EnvError, siteEnv } = await import("./lib/shared/env");
  try {
    siteEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Cannot start the site: ${error.message}`);
    process.exit(1);
  }
  const { startObservability } = await import("./lib/observability/start");
  startObservability(siteEnv());
}

/** A render or route handler threw: one structured line with the request's id (Next prints the stack itself). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/observability/request-error");
  logRequestError(error, request, context);
};
