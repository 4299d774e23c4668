// Runs once when a server starts (Next's own standalone server in deploy/, and `npm start`): a
// missing or malformed setting stops it with a message naming the variable (lib/shared/env.ts),
// instead of surfacing later as odd pages.
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
}
