import type { IncomingMessage, ServerResponse } from "node:http";
import { freshnessMs, isPhonePageKey } from "./cache-policy";
import { deferHydrationScripts } from "./deferred-hydration";
import { type Encoding, pickEncoding, precompress } from "./encodings";
import { type CapturedResponse, holdResponse } from "./response-capture";
import { type CachedResponse, ResponseCache } from "./response-cache";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

// Headers that describe one transfer (or one connection's protocol) rather than the
// resource, and Next's internal ones: every header sent costs validation on each hit.
const TRANSFER_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "vary",
  "strict-transport-security",
  "x-middleware-rewrite",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
]);

function headersFor(
  headers: Record<string, string>,
  encoding: Encoding,
  body: Buffer,
): Record<string, string | number> {
  return {
    ...headers,
    "content-length": body.length,
    vary: "Accept-Encoding",
    "x-site-cache": "HIT",
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
  };
}

function store(key: string, captured: CapturedResponse, freshFor: number): CachedResponse {
  const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !TRANSFER_HEADERS.has(name)));
  // Phones paint first and hydrate after (deferred-hydration.ts). PCs keep Next's order: there the
  // page is live when its load event fires, so a click right after loading is never lost.
  const body =
    isPhonePageKey(key) && headers["content-type"]?.startsWith("text/html")
      ? Buffer.from(deferHydrationScripts(captured.body.toString("utf8")))
      : captured.body;
  const { gzip, br } = precompress(body, headers["content-type"] ?? "");
  return {
    status: captured.status,
    body,
    gzip,
    br,
    headers: {
      identity: headersFor(headers, "identity", body),
      gzip: gzip ? headersFor(headers, "gzip", gzip) : null,
      br: br ? headersFor(headers, "br", br) : null,
    },
    freshUntil: Date.now() + freshFor,
  };
}

/**
 * Serves what is the same for everyone from memory: anonymous public pages (a few seconds
 * at a time, then asked of Next's shared cache again) and /_next/static files. Concurrent
 * misses for one key wait for a single trip through Next.
 */
export class PageCacheFront {
  readonly cache: ResponseCache;
  private readonly inflight = new Map<string, Promise<CachedResponse | null>>();

  constructor(
    private readonly next: Handler,
    maxBytes: number,
  ) {
    this.cache = new ResponseCache(maxBytes);
  }

  /** The fast path: answers from memory and returns true, or returns false for `handle`. */
  serveFromMemory(req: IncomingMessage, res: ServerResponse, key: string | null, https: boolean): boolean {
    if (!key) return false;
    const entry = this.cache.get(key);
    if (!entry) return false;
    this.send(req, res, entry, https);
    return true;
  }

  async handle(req: IncomingMessage, res: ServerResponse, key: string | null, https: boolean): Promise<void> {
    if (!key) return this.next(req, res);
    const pending = this.inflight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return this.send(req, res, entry, https);
      return this.next(req, res);
    }
    if (req.method !== "GET") return this.next(req, res); // a HEAD answer has no body to keep
    return this.fill(key, req, res, https);
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedResponse,
    https: boolean,
    filledBy?: { acceptEncoding: string | undefined; nextCache: string | undefined },
  ): void {
    const encoding = pickEncoding(filledBy ? filledBy.acceptEncoding : req.headers["accept-encoding"], entry);
    const body = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gzip! : entry.body;
    const stored = entry.headers[encoding]!;
    // The visitor who filled the entry also learns how Next answered (its own cache: HIT, MISS or STALE).
    const headers = filledBy
      ? { ...stored, "x-site-cache": "MISS", ...(filledBy.nextCache ? { "x-nextjs-cache": filledBy.nextCache } : {}) }
      : stored;
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  private fill(key: string, req: IncomingMessage, res: ServerResponse, https: boolean): Promise<void> {
    let resolveEntry!: (entry: CachedResponse | null) => void;
    this.inflight.set(key, new Promise<CachedResponse | null>((resolve) => (resolveEntry = resolve)));
    const finish = (value: CachedResponse | null) => {
      this.inflight.delete(key);
      resolveEntry(value);
    };
    // Next answers uncompressed and is held back: the stored copy is compressed once, and this
    // visitor gets it compressed too (the first visitor after expiry is often a crawler or Lighthouse).
    const acceptEncoding = req.headers["accept-encoding"];
    delete req.headers["accept-encoding"];
    holdResponse(res, (captured, passThrough) => {
      const freshFor = captured ? freshnessMs(key, captured) : 0;
      if (!captured || freshFor <= 0) {
        finish(null);
        if (captured) passThrough(captured);
        return;
      }
      const entry = store(key, captured, freshFor);
      this.cache.set(key, entry);
      finish(entry);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      this.send(req, res, entry, https, { acceptEncoding, nextCache: captured.headers["x-nextjs-cache"] });
    });
    return Promise.resolve(this.next(req, res));
  }
}
