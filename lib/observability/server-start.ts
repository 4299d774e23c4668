import { EnvError, siteEnv } from "../shared/env";
import { startObservability } from "./start";

// What a server does once when it starts (instrumentation.ts, Node.js only): a missing or malformed
// setting stops it with a message naming the variable (lib/shared/env.ts), instead of surfacing later
// as odd pages; then metrics, request ids and request recording.
export function startServer(): void {
  let env;
  try {
    env = siteEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Cannot start the site: ${error.message}`);
    process.exit(1);
  }
  startObservability(env);
}
