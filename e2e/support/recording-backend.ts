import { createServer, type Server } from "node:http";
import { forwardRequest } from "./forward-request";

// The backend as the site reaches it, with what it was told: a proxy in front of the embedded API
// that keeps the X-Request-Id of every call, by path.

export interface RecordingBackend {
  url: string;
  /** Request ids the backend received for calls whose path starts with `prefix`. */
  requestIdsFor(prefix: string): string[];
  stop(): Promise<void>;
}

export async function startRecordingBackend(port: number, target: string): Promise<RecordingBackend> {
  const calls: Array<{ path: string; requestId: string | undefined }> = [];
  const server: Server = createServer((req, res) => {
    const requestId = req.headers["x-request-id"];
    calls.push({ path: req.url ?? "", requestId: typeof requestId === "string" ? requestId : undefined });
    forwardRequest(target, req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requestIdsFor: (prefix) =>
      calls.filter((call) => call.path.startsWith(prefix) && call.requestId).map((call) => call.requestId!),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
