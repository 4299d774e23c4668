/** @jest-environment node */
import {
  EMPTY_KEYWORD_MESSAGE,
  INVALID_KEYWORD_MESSAGE,
  parseSearchKeywords,
  SEARCH_KEYWORD_MAX_CHARS,
} from "../shared/search-keywords";

describe("parseSearchKeywords", () => {
  it.each([
    ["PHP 入门", "PHP 入门"],
    ["  Vue 课程 \n", "Vue 课程"],
    ["\u3000全角空格\u3000", "全角空格"],
    ["", ""],
    ["   ", ""],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ["100% 'OR' 1=1 --", "100% 'OR' 1=1 --"],
  ])("accepts %j as %j", (raw, keywords) => {
    expect(parseSearchKeywords(raw)).toEqual({ keywords, error: "" });
  });

  it.each([
    ["NUL inside", "课程\u0000"],
    ["NUL alone", "\u0000"],
    ["a tab inside", "vue\tjs"],
    ["a newline inside", "vue\nreact"],
    ["a carriage return inside", "a\rb"],
    ["escape", "\u001b[31m红"],
    ["delete", "a\u007f"],
    ["a C1 control", "a\u0085b"],
    ["a C1 control (CSI)", "a\u009bb"],
  ])("refuses %s without keywords", (_name, raw) => {
    expect(parseSearchKeywords(raw)).toEqual({ keywords: "", error: INVALID_KEYWORD_MESSAGE });
  });

  it.each(["0", " 0 ", "\u30000"])('refuses %j with MeEdu\'s 请输入关键字: PHP reads "0" as no keyword', (raw) => {
    expect(EMPTY_KEYWORD_MESSAGE).toBe("请输入关键字");
    expect(parseSearchKeywords(raw)).toEqual({ keywords: "", error: "请输入关键字" });
  });

  it.each(["00", "0.0", "10", "0 1"])("accepts %j, which PHP reads as a keyword", (raw) => {
    expect(parseSearchKeywords(raw)).toEqual({ keywords: raw, error: "" });
  });

  it("caps the keyword at 100 characters, counting code points", () => {
    expect(SEARCH_KEYWORD_MAX_CHARS).toBe(100);
    expect(parseSearchKeywords("课".repeat(150)).keywords).toBe("课".repeat(100));
    const emoji = "😀".repeat(120);
    expect(parseSearchKeywords(emoji).keywords).toBe("😀".repeat(100));
    expect(parseSearchKeywords(`${"a".repeat(99)} b`).keywords).toBe("a".repeat(99));
  });
});
