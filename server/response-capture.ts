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

/**
 * Lets Next write its response to the client as usual while keeping a copy of what went
 * out, handed to `done` when the response ends (null if it was aborted).
 */
export function captureResponse(res: ServerResponse, done: (captured: CapturedResponse | null) => void): void {
  const chunks: Buffer[] = [];
  let inlineHeaders: OutgoingHttpHeaders = {};
  const originalWriteHead = res.writeHead;
  const originalWrite = res.write;
  const originalEnd = res.end;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
    );
  };

  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === "object" && !Array.isArray(arg));
    if (headers) inlineHeaders = headers as OutgoingHttpHeaders;
    return (originalWriteHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (originalWrite as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as ServerResponse["write"];
  res.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (originalEnd as (...a: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
  } as ServerResponse["end"];

  let settled = false;
  const settle = (captured: CapturedResponse | null) => {
    if (settled) return;
    settled = true;
    done(captured);
  };
  res.on("finish", () =>
    settle({
      status: res.statusCode,
      headers: { ...flatten(res.getHeaders()), ...flatten(inlineHeaders) },
      body: Buffer.concat(chunks),
    }),
  );
  res.on("close", () => settle(null));
}
