import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseByteRange } from "../lib/byte-range";
import { DEMO_MEDIA_DIR } from "../media/paths";
import { createTestApi, type TestApi } from "../test-support/harness";

const MP4 = join(DEMO_MEDIA_DIR, "demo.mp4");

describe("byte ranges", () => {
  const size = 1000;
  it.each([
    [undefined, null],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=900-", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-2", null],
    ["bytes=0-1,5-6", null],
    ["items=0-1", null],
    ["bytes=-", null],
  ])("%s", (header, expected) => expect(parseByteRange(header, size)).toEqual(expected));
});

describe("demo media", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    api.app.inject({ method, url, headers });

  it("ships a small, real 30-second demo in MP4 and two HLS qualities", () => {
    const mp4 = readFileSync(MP4);
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(mp4.length).toBeLessThan(600 * 1024);
    const master = readFileSync(join(DEMO_MEDIA_DIR, "hls", "index.m3u8"), "utf8");
    expect(master).toContain("RESOLUTION=640x360");
    expect(master).toContain("RESOLUTION=426x240");
    for (const height of ["360", "240"]) {
      const playlist = readFileSync(join(DEMO_MEDIA_DIR, "hls", height, "index.m3u8"), "utf8");
      const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(seconds).toBeCloseTo(30, 0);
      expect(playlist).toContain("#EXT-X-ENDLIST");
    }
  });

  it("serves the whole MP4 with type, length, ranges and CORS headers", async () => {
    const res = await get("/media/demo/demo.mp4");
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "video/mp4",
      "accept-ranges": "bytes",
      "access-control-allow-origin": "*",
      "content-length": String(statSync(MP4).size),
    });
    expect(res.rawPayload.equals(readFileSync(MP4))).toBe(true);
  });

  it("answers byte-range requests with 206 and the exact bytes", async () => {
    const file = readFileSync(MP4);
    const res = await get("/media/demo/demo.mp4", { range: "bytes=100-199" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 100-199/${file.length}`);
    expect(res.headers["content-length"]).toBe("100");
    expect(res.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    const tail = await get("/media/demo/demo.mp4", { range: "bytes=-10" });
    expect(tail.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);
    const open = await get("/media/demo/demo.mp4", { range: `bytes=${file.length - 5}-` });
    expect([open.statusCode, open.rawPayload.length]).toEqual([206, 5]);
    const bad = await get("/media/demo/demo.mp4", { range: `bytes=${file.length}-` });
    expect([bad.statusCode, bad.headers["content-range"]]).toEqual([416, `bytes */${file.length}`]);
    const stale = await get("/media/demo/demo.mp4", { range: "bytes=0-9", "if-range": '"other"' });
    expect([stale.statusCode, stale.rawPayload.length]).toEqual([200, file.length]);
  });

  it("answers HEAD without a body and revalidates with ETag", async () => {
    const head = await get("/media/demo/demo.mp4", {}, "HEAD");
    expect([head.statusCode, head.headers["content-length"], head.rawPayload.length]).toEqual([
      200,
      String(statSync(MP4).size),
      0,
    ]);
    const again = await get("/media/demo/demo.mp4", { "if-none-match": String(head.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("serves HLS playlists and segments with their types", async () => {
    const master = await get("/media/demo/hls/index.m3u8");
    expect([master.statusCode, master.headers["content-type"]]).toEqual([200, "application/vnd.apple.mpegurl"]);
    expect((await get("/media/demo/hls/360/seg-00.m4s")).headers["content-type"]).toBe("video/iso.segment");
    expect((await get("/media/demo/hls/240/init.mp4")).statusCode).toBe(200);
    const preflight = await api.app.inject({ method: "OPTIONS", url: "/media/demo/hls/index.m3u8" });
    expect([preflight.statusCode, preflight.headers["access-control-allow-origin"]]).toEqual([204, "*"]);
  });

  it("refuses paths outside the media folder and unknown files", async () => {
    for (const url of [
      "/media/demo/../paths.ts",
      "/media/demo/%2e%2e/paths.ts",
      "/media/demo/..%2fpaths.ts",
      "/media/demo/missing.mp4",
      "/media/demo/hls",
      "/media/demo/%2e%2e/attach/vue3-slides.pdf",
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });
});
