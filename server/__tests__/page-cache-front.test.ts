import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { cacheKeyFor } from "../cache-policy";
import { deferHydrationScripts } from "../deferred-hydration";
import { PageCacheFront } from "../page-cache-front";

const PAGE = `<!doctype html><p>${"公开页面".repeat(400)}</p><script src="/_next/static/chunks/boot.js" async=""></script>`;

let renders = 0;
let cacheControl = "public, s-maxage=60, stale-while-revalidate=300";
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  await new Promise((resolve) => setTimeout(resolve, 50));
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("x-nextjs-cache", "MISS");
  res.end(req.headers["accept-encoding"] ? "Next was asked to compress" : PAGE);
}

/** A GET whose body stays as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve) =>
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }),
  );
}

let server: Server;
let base: string;
beforeAll(async () => {
  const front = new PageCacheFront(fakeNext, 8 * 1024 * 1024);
  server = createServer((req, res) => {
    const key = cacheKeyFor(req.method, req.url, req.headers);
    if (!front.serveFromMemory(req, res, key, false)) void front.handle(req, res, key, false);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  renders = 0;
});

describe("the site server's response cache", () => {
  it("renders a public page once for a burst of visitors, then answers from memory, compressed", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${base}/vip`, { headers: { "accept-encoding": "identity" } })),
    );
    expect(renders).toBe(1);
    for (const answer of answers) expect(await answer.text()).toBe(PAGE);

    const again = await fetch(`${base}/vip?utm_source=mail`, { headers: { "accept-encoding": "gzip" } });
    expect(again.headers.get("x-site-cache")).toBe("HIT");
    expect(renders).toBe(1);
    expect(await again.text()).toBe(PAGE); // fetch decodes gzip
  });

  it("never keeps what Next did not mark shareable", async () => {
    cacheControl = "private, no-cache, no-store, max-age=0, must-revalidate";
    try {
      await fetch(`${base}/announcement?id=1`);
      await fetch(`${base}/announcement?id=1`);
      expect(renders).toBe(2);
    } finally {
      cacheControl = "public, s-maxage=60, stale-while-revalidate=300";
    }
  });

  it("passes members straight to Next", async () => {
    await fetch(`${base}/courses`);
    await fetch(`${base}/courses`, { headers: { cookie: "meedu-user-token=abc" } });
    expect(renders).toBe(2);
  });

  it("stores the uncompressed page and compresses it itself", async () => {
    await fetch(`${base}/courses/detail/7`, { headers: { "accept-encoding": "gzip" } });
    const raw = await rawGet(`${base}/courses/detail/7`, { "accept-encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(PAGE);
  });

  it("sends the first visitor, whose visit filled the cache, the page compressed as well", async () => {
    const first = await rawGet(`${base}/courses/detail/8`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(renders).toBe(1);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-length"]).toBe(String(first.body.length));
    expect(first.headers["x-nextjs-cache"]).toBe("MISS"); // how Next answered the fill
    expect(first.headers["x-site-cache"]).toBe("MISS");
    expect(brotliDecompressSync(first.body).toString()).toBe(PAGE);
  });

  it("keeps phones' copy apart, with its hydration scripts waiting for the first paint", async () => {
    const phone = "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36";
    const onPhone = await fetch(`${base}/announcement`, { headers: { "user-agent": phone } });
    expect(await onPhone.text()).toBe(deferHydrationScripts(PAGE));
    expect(deferHydrationScripts(PAGE)).not.toBe(PAGE);
    expect(await (await fetch(`${base}/announcement`)).text()).toBe(PAGE);
    expect(renders).toBe(2);
  });

  it("passes on what it does not keep exactly as Next wrote it", async () => {
    cacheControl = "private, no-store";
    try {
      const answer = await rawGet(`${base}/courses/detail/9`, { "accept-encoding": "gzip" });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.body.toString()).toBe(PAGE);
    } finally {
      cacheControl = "public, s-maxage=60, stale-while-revalidate=300";
    }
  });
});
