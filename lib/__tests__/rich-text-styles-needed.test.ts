import { renderRichText } from "../server/rich-text";
import { richTextNeeds } from "../server/rich-text/styles-needed";

describe("richTextNeeds", () => {
  it("asks for KaTeX's stylesheet only when math was rendered", () => {
    expect(richTextNeeds(renderRichText("<p>面积 $a^2$</p>"))).toEqual({ math: true, code: false });
  });

  it("asks for the highlight.js theme only when code was highlighted", () => {
    expect(richTextNeeds(renderRichText('<pre><code class="language-js">let a = 1;</code></pre>'))).toEqual({
      math: false,
      code: true,
    });
  });

  it("asks for nothing for plain text, even when it mentions the class names", () => {
    expect(richTextNeeds(renderRichText("<p>katex 与 hljs 都是库的名字</p>"))).toEqual({ math: false, code: false });
  });
});
