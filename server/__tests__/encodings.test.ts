import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pickEncoding, precompress } from "../encodings";

describe("compressed copies", () => {
  it("compresses text bodies once, both ways, and leaves tiny or binary ones alone", () => {
    const html = Buffer.from("<p>课程</p>".repeat(500));
    const { gzip, br } = precompress(html, "text/html; charset=utf-8");
    expect(gunzipSync(gzip!).equals(html)).toBe(true);
    expect(brotliDecompressSync(br!).equals(html)).toBe(true);
    expect(precompress(Buffer.from("x"), "text/html")).toEqual({ gzip: null, br: null });
    expect(precompress(html, "image/png")).toEqual({ gzip: null, br: null });
  });

  it("picks the best encoding the client accepts", () => {
    const both = { gzip: true, br: true };
    expect(pickEncoding("gzip, deflate, br", both)).toBe("br");
    expect(pickEncoding("gzip", both)).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(pickEncoding(undefined, both)).toBe("identity");
    expect(pickEncoding("br", { gzip: null, br: null })).toBe("identity");
    // Remembered per header value, but still per the encodings this entry has.
    expect(pickEncoding("gzip, deflate, br", { gzip: Buffer.alloc(1), br: null })).toBe("gzip");
    expect(pickEncoding("*;q=0", both)).toBe("identity");
  });
});
