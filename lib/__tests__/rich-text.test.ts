/** @jest-environment node */
import { renderRichText } from "../server/rich-text";

describe("renderRichText: sanitising", () => {
  it("strips scripts, event handlers and javascript: links", () => {
    const html = renderRichText(
      '<p onclick="steal()">课程<script>alert(1)</script></p><img src="x.png" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">坏链接</a><a href="JaVaScRiPt:alert(1)">坏</a><iframe src="https://e.com"></iframe>',
    );
    expect(html).toBe('<p>课程</p><img src="x.png"><a>坏链接</a><a>坏</a>');
  });

  it("keeps rich-text tags, safe attributes and a safe subset of styles", () => {
    const html = renderRichText(
      '<h2 style="text-align:center">标题</h2><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
        '<p class="ql-align-center fixed z-50" style="color:#f00;position:fixed;background-image:url(x)">段</p>' +
        '<img src="https://cdn.example.com/a.png" alt="图" width="100" height="50" style="x">',
    );
    expect(html).toContain('<h2 style="text-align:center">标题</h2>');
    expect(html).toContain("<ul><li>一</li></ul>");
    expect(html).toContain('<td colspan="2">格</td>');
    expect(html).toContain('<p class="ql-align-center" style="color:#f00">段</p>');
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="图" width="100" height="50">');
  });

  it("forces rel on new-window links and allows only http(s), mailto and relative URLs", () => {
    const html = renderRichText(
      '<a href="https://e.com" target="_blank" rel="opener">外</a><a href="/courses" target="_top">内</a>' +
        '<a href="mailto:a@b.cn">信</a><a href="ftp://e.com">f</a><a href="data:text/html,x">d</a>' +
        '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)">',
    );
    expect(html).toContain('<a href="https://e.com" target="_blank" rel="noopener noreferrer nofollow">外</a>');
    expect(html).toContain('<a href="/courses">内</a>');
    expect(html).toContain('<a href="mailto:a@b.cn">信</a>');
    expect(html).toContain("<a>f</a><a>d</a>");
    expect(html).toContain('<img src="data:image/png;base64,AAAA"><img>');
  });

  it("keeps escaped text escaped", () => {
    expect(renderRichText("<p>1 &lt; 2 &amp;&amp; &lt;b&gt;x&lt;/b&gt;</p>")).toBe(
      "<p>1 &lt; 2 &amp;&amp; &lt;b&gt;x&lt;/b&gt;</p>",
    );
    expect(renderRichText("")).toBe("");
  });
});

describe("renderRichText: math", () => {
  it("renders inline $…$ and \\(…\\) with KaTeX", () => {
    const html = renderRichText("<p>设 $x^2 + 1$ 与 \\(y\\) 可得</p>");
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html).not.toContain("katex-display");
    expect(html).toMatch(/^<p>设 <span class="katex">/);
    expect(html).toContain("可得</p>");
  });

  it("renders $$…$$ and \\[…\\] as display math", () => {
    const html = renderRichText("<p>$$\\frac{a}{b}$$</p><p>\\[\\sum_{i=1}^n i\\]</p>");
    expect(html.match(/class="katex-display"/g)).toHaveLength(2);
  });

  it("uses the reference's slanted ≥/≤ macros and decodes &nbsp;/&amp; inside math", () => {
    const html = renderRichText("<p>$a \\ge b$ $a&amp;nbsp;\\le&nbsp;b$</p>");
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html.match(/⩾/g)?.length).toBeGreaterThan(0);
    expect(html.match(/⩽/g)?.length).toBeGreaterThan(0);
    expect(html).not.toContain("nbsp");
  });

  it("does not let TeX create links or run script", () => {
    const html = renderRichText("<p>$\\href{javascript:alert(1)}{x}$ $\\url{javascript:alert(2)}$</p>");
    expect(html).not.toMatch(/<a[\s>]/);
    expect(html).not.toMatch(/\shref=/);
  });

  it("leaves a lone or currency $ as text", () => {
    expect(renderRichText("<p>价格 $5</p>")).toBe("<p>价格 $5</p>");
    expect(renderRichText("<p>原价 $5，现价 $3</p>")).toBe("<p>原价 $5，现价 $3</p>");
  });

  it("does not touch math inside pre or code", () => {
    const html = renderRichText('<p><code>$x$</code></p><pre class="language-plaintext">$x$ and $$y$$</pre>');
    expect(html).not.toContain("katex");
    expect(html).toContain("<p><code>$x$</code></p>");
    expect(html).toContain(
      '<pre class="language-plaintext"><code class="hljs language-plaintext">$x$ and $$y$$</code></pre>',
    );
  });

  it("shows invalid TeX as an error span instead of throwing", () => {
    expect(renderRichText("<p>$\\frac{$</p>")).toContain("$\\frac{$");
    const html = renderRichText("<p>$x^$</p>");
    expect(html).toContain('class="katex-error"');
    expect(html).toContain("x^</span>");
  });
});

describe("renderRichText: code", () => {
  it("highlights a pre block with its language class", () => {
    const html = renderRichText('<pre><code class="language-js">const a = "x" &lt; 1;</code></pre>');
    expect(html).toMatch(/^<pre><code class="hljs language-js"><span class="hljs-keyword">const<\/span>/);
    expect(html).toContain("&lt;");
    expect(html).toContain('<span class="hljs-string">&quot;x&quot;</span>');
  });

  it("auto-detects unknown or missing languages and keeps <br> line breaks", () => {
    const html = renderRichText('<pre class="language-nope">def f(x):<br>    return x</pre>');
    expect(html).toMatch(/<code class="hljs language-[a-z]+">/);
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    expect(html).toContain("\n    ");
    expect(html).not.toContain("<br>");
  });

  it("keeps the code text when it holds HTML-like text", () => {
    const html = renderRichText("<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("alert");
  });
});
