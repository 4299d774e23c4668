import { spliceCappedPaste } from "../browser/capped-paste";

describe("spliceCappedPaste", () => {
  it("trims the pasted text and cuts it to what fits", () => {
    expect(spliceCappedPaste("", { start: 0, end: 0 }, `  ${"前端".repeat(100)}  `, 100)).toEqual({
      value: "前端".repeat(50),
      caret: 100,
    });
  });

  it("inserts at the caret, replacing the selection, and counts what stays", () => {
    expect(spliceCappedPaste("Vue 入门", { start: 4, end: 6 }, " 进阶课程 ", 8)).toEqual({
      value: "Vue 进阶课程",
      caret: 8,
    });
    expect(spliceCappedPaste("abc", { start: 3, end: 3 }, "defgh", 5)).toEqual({ value: "abcde", caret: 5 });
    expect(spliceCappedPaste("abcde", { start: 5, end: 5 }, "f", 5)).toEqual({ value: "abcde", caret: 5 });
  });

  it("turns line breaks and tabs into single spaces", () => {
    expect(spliceCappedPaste("", { start: 0, end: 0 }, "Vue\n\t React\r\n", 100).value).toBe("Vue React");
  });

  it("never splits an emoji or a rare CJK character", () => {
    const pasted = "😀𠀀😀";
    const result = spliceCappedPaste("", { start: 0, end: 0 }, pasted, 2);
    expect(result).toEqual({ value: "😀𠀀", caret: 4 });
  });
});
