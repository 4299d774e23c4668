import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server on a free loopback port that records every request and answers from a script:
// what a search engine's push endpoint would see, byte for byte.

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  target: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Never answers (the client times out). */
  silent?: true;
}

export interface LoopbackReceiver {
  origin: string;
  requests: ReceivedRequest[];
  /** Requests to paths starting with `prefix`. */
  to(prefix: string): ReceivedRequest[];
  /** Answers for paths starting with `prefix`, in turn; the last one repeats. Default: 200 "{}". */
  answer(prefix: string, ...answers: Answer[]): void;
  /** Holds every answer until release() (the request is received and recorded meanwhile). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startLoopbackReceiver(): Promise<LoopbackReceiver> {
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, Answer[]>();
  let held: Array<() => void> | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const target = request.url ?? "";
      requests.push({
        method: request.method ?? "",
        target,
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const script = [...scripts.entries()].find(([prefix]) => target.startsWith(prefix))?.[1];
      const next = (script && (script.length > 1 ? script.shift() : script[0])) ?? { status: 200, body: "{}" };
      if (next.silent) return;
      const send = () => response.writeHead(next.status, next.headers).end(next.body ?? "");
      if (held) held.push(send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    to: (prefix) => requests.filter((request) => request.target.startsWith(prefix)),
    answer: (prefix, ...answers) => void scripts.set(prefix, answers),
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
