import { render } from "@testing-library/react";
import { HighlightedText } from "../highlighted-text";

describe("HighlightedText", () => {
  it("marks matches as React text, so an HTML keyword stays text", () => {
    const { container } = render(<HighlightedText text="标签 <b>加粗</b> 示例" keyword="<b>" />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("mark")?.textContent).toBe("<b>");
    expect(container.textContent).toBe("标签 <b>加粗</b> 示例");
  });

  it("handles regex metacharacters and an empty keyword", () => {
    const { container, rerender } = render(<HighlightedText text="f(x) = x*2" keyword="(" />);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["("]);
    rerender(<HighlightedText text="f(x) = x*2" keyword="" />);
    expect(container.querySelector("mark")).toBeNull();
    expect(container.textContent).toBe("f(x) = x*2");
  });
});
