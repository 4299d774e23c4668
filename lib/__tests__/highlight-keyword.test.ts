/** @jest-environment node */
import { splitByKeyword } from "../shared/highlight-keyword";

const marked = (text: string, keyword: string) =>
  splitByKeyword(text, keyword)
    .map((piece) => (piece.match ? `[${piece.text}]` : piece.text))
    .join("");

describe("splitByKeyword", () => {
  it("marks every case-insensitive match and keeps the original casing", () => {
    expect(marked("Python 与 python 数据分析", "PYTHON")).toBe("[Python] 与 [python] 数据分析");
  });

  it("treats regex metacharacters as plain text", () => {
    expect(marked("函数 f(x) 与 (y)", "(")).toBe("函数 f[(]x) 与 [(]y)");
    expect(marked("a*b**c", "*")).toBe("a[*]b[*][*]c");
    expect(marked("no match here", ".*")).toBe("no match here");
    expect(marked("1+1=2", "+")).toBe("1[+]1=2");
  });

  it("treats HTML in the keyword as text", () => {
    expect(splitByKeyword("加粗 <b>标签</b> 示例", "<b>")).toEqual([
      { text: "加粗 ", match: false },
      { text: "<b>", match: true },
      { text: "标签</b> 示例", match: false },
    ]);
  });

  it("returns the whole text unmarked for an empty or blank keyword, and nothing for empty text", () => {
    expect(splitByKeyword("课程", "")).toEqual([{ text: "课程", match: false }]);
    expect(splitByKeyword("课程", "   ")).toEqual([{ text: "课程", match: false }]);
    expect(splitByKeyword("", "课")).toEqual([]);
  });

  it("joins back to the original text and handles adjacent matches", () => {
    const text = "aaa课程aa";
    expect(
      splitByKeyword(text, "aa")
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
    expect(marked(text, "aa")).toBe("[aa]a课程[aa]");
  });

  it("falls back to exact matching when lower-casing changes the length", () => {
    expect(marked("İstanbul 课程", "课程")).toBe("İstanbul [课程]");
  });
});
