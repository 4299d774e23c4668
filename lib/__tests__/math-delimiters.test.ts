/** @jest-environment node */
import { splitMath } from "../server/rich-text/math-delimiters";

const math = (value: string, display = false) => ({ type: "math", value, display });
const text = (value: string) => ({ type: "text", value });

describe("splitMath", () => {
  it("finds all four delimiters", () => {
    expect(splitMath("a $$x$$ b \\[y\\] c \\(z\\) d $w$")).toEqual([
      text("a "),
      math("x", true),
      text(" b "),
      math("y", true),
      text(" c "),
      math("z"),
      text(" d "),
      math("w"),
    ]);
  });

  it("skips closing delimiters inside braces and escapes", () => {
    expect(splitMath("$\\text{a$b}$")).toEqual([math("\\text{a$b}")]);
    expect(splitMath("$a\\$b$")).toEqual([math("a\\$b")]);
  });

  it("treats currency and unmatched dollars as text", () => {
    for (const input of ["价格 $5", "原价 $5，现价 $3", "$ x $", "cost $", "\\$5 and \\$6", "$$x", "\\(x"]) {
      expect(splitMath(input)).toEqual([text(input)]);
    }
    expect(splitMath("价格 $5 和 $x$")).toEqual([text("价格 $5 和 "), math("x")]);
    expect(splitMath("$5 and $$x$$")).toEqual([text("$5 and "), math("x", true)]);
  });

  it("ignores empty formulas", () => {
    expect(splitMath("$$ $$")).toEqual([text("$$ $$")]);
  });
});
