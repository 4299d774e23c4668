/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fontCodePoints } from "../server/og/font-coverage";
import { loadOgFont } from "../server/og/og-font";
import { MISSING_GLYPH, drawableText } from "../server/og/og-text";

const code = (char: string) => char.codePointAt(0) ?? -1;

describe("the shipped share-image font", () => {
  it("draws school names and course titles in Chinese, Latin and the marks drawableText writes", async () => {
    const { drawable, data } = await loadOgFont();
    expect(data.byteLength).toBeGreaterThan(100_000);
    for (const char of "在线网校零基础学习编程：从入门到实战ABCxyz0129¥，。“”（）…" + MISSING_GLYPH) {
      expect(drawable.has(code(char))).toBe(true);
    }
  });

  it("does not claim characters outside its subset (rare hanzi, emoji)", async () => {
    const { drawable } = await loadOgFont();
    expect(drawable.has(code("龘"))).toBe(false);
    expect(drawable.has(code("😀"))).toBe(false);
    expect(drawable.has(code("𠀀"))).toBe(false);
  });

  it("reads the same characters from the file as the loader does", async () => {
    const file = readFileSync(path.join(process.cwd(), "assets/fonts/og-noto-sans-sc-bold.otf"));
    const direct = fontCodePoints(file);
    expect(direct.size).toBe((await loadOgFont()).drawable.size);
    expect(direct.size).toBeGreaterThan(7000);
  });

  it("rejects data that is not a font with a Unicode cmap", () => {
    const noTables = new Uint8Array(12);
    expect(() => fontCodePoints(noTables)).toThrow(/cmap/);
  });
});

describe("drawableText", () => {
  const drawable = new Set(Array.from("在线网校课程 AB…□").map(code));

  it("replaces characters the font lacks with □ so nothing is fetched at render time", () => {
    expect(drawableText("课程😀龘", drawable, 20)).toBe(`课程${MISSING_GLYPH}${MISSING_GLYPH}`);
  });

  it("collapses whitespace and drops control and zero-width characters", () => {
    expect(drawableText("  在线\n\t网校\u200b课程\u0007 ", drawable, 20)).toBe("在线 网校课程");
  });

  it("cuts long text to the limit with an ellipsis", () => {
    expect(drawableText("在线网校在线网校", drawable, 5)).toBe("在线网校…");
    expect(drawableText("在线网校", drawable, 4)).toBe("在线网校");
  });
});
