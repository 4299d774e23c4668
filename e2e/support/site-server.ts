import path from "node:path";
import { launch, root, stopper, waitFor, type Running } from "../../deploy/topology";

// One more site as `npm start` runs it (.next/site-server.js), with settings of the test's own and
// its stdout collected.

export async function startSiteServer(
  port: number,
  settings: { apiUrl: string; env?: Record<string, string>; logs: string[] },
): Promise<Running> {
  const child = launch(
    process.execPath,
    ["--max-old-space-size=256", path.join(root, ".next", "site-server.js")],
    {
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      MEEDU_API_URL: settings.apiUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...settings.env,
    },
    true,
    settings.logs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok, "site server");
  return { url, pid: child.pid!, stop: stopper(child) };
}
