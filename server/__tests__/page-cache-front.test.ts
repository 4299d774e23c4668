import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { cacheKeyFor } from "../cache-policy";
import { PageCacheFront } from "../page-cache-front";

const PAGE = `<!doctype html><p>${"公开页面".repeat(400)}</p>`;

let renders = 0;
let cacheControl = "public, s-maxage=60, stale-while-revalidate=300";
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  await new Promise((resolve) => setTimeout(resolve, 50));
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(req.headers["accept-encoding"] ? "Next was asked to compress" : PAGE);
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
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve) =>
      get(`${base}/courses/detail/7`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }),
    );
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(PAGE);
  });
});
