import { request, type IncomingMessage, type ServerResponse } from "node:http";

/** Passes a request on to `target` (an origin) as it came, and its answer back: the body of every test proxy. */
export function forwardRequest(target: string, req: IncomingMessage, res: ServerResponse): void {
  const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
}
