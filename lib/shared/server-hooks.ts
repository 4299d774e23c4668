import type { ServerHooks } from "../observability/server-hooks";

// The way from code that also runs in the browser to the server's metrics and log. Next replaces
// process.env.NEXT_RUNTIME when it compiles: "nodejs" for the server, "" for the browser, so
// there this is `return null` and pino, prom-client and OpenTelemetry are left out of the bundle
// (a static import would carry them in). Null too on the edge runtime and in unit tests that do
// not ask for the server.

let hooks: ServerHooks | undefined;

export function serverHooks(): ServerHooks | null {
  if (process.env.NEXT_RUNTIME !== "nodejs") return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only the server bundle may load it
  hooks ??= (require("../observability/server-hooks") as typeof import("../observability/server-hooks")).serverHooks;
  return hooks;
}
