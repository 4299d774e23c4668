import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function flatten(headers: OutgoingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return flat;
}

type Reply = (captured: CapturedResponse) => void;

/**
 * Holds back everything Next writes to `res` until it ends, then gives the whole response to
 * `decide`, with `res` restored, so the caller answers the client itself (compressed from the
 * stored copy, or as Next wrote it). `decide` gets null if the client went away first.
 */
export function holdResponse(
  res: ServerResponse,
  decide: (captured: CapturedResponse | null, passThrough: Reply) => void,
): void {
  const chunks: Buffer[] = [];
  let statusCode: number | undefined;
  let inlineHeaders: OutgoingHttpHeaders = {};
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
    );
  };
  const restore = () => Object.assign(res, original);

  let settled = false;
  res.on("close", () => {
    if (settled) return;
    settled = true;
    restore();
    decide(null, () => undefined);
  });

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...args: unknown[]) {
    statusCode = status;
    const headers = args.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (headers) inlineHeaders = headers as OutgoingHttpHeaders;
    return this;
  } as ServerResponse["writeHead"];
  res.flushHeaders = () => undefined;
  res.write = function write(chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  } as ServerResponse["write"];
  res.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (settled) return this;
    settled = true;
    keep(chunk, rest[0]);
    restore();
    const captured: CapturedResponse = {
      status: statusCode ?? res.statusCode,
      headers: { ...flatten(res.getHeaders()), ...flatten(inlineHeaders) },
      body: Buffer.concat(chunks),
    };
    decide(captured, ({ status, body }) => {
      res.writeHead(status, inlineHeaders);
      res.end(body);
    });
    return this;
  } as ServerResponse["end"];
}
