import { createServer, type Server } from "node:http";
import { forwardRequest } from "./forward-request";

// A MeEdu that answers every call `delayMs` late: a real proxy in front of the embedded API.
// `delayMs` may be a function, read per call, so a bench can switch the backend from prompt to late.

export async function startSlowBackend(
  port: number,
  target: string,
  delayMs: number | (() => number),
): Promise<{ url: string; stop(): Promise<void> }> {
  const delay = typeof delayMs === "function" ? delayMs : () => delayMs;
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      forwardRequest(target, req, res);
    }, delay());
    timers.add(timer);
    res.on("close", () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
